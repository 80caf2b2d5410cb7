// One batch of requests for `npm run bench:logcost`, from a process of its own so that making them costs the
// measured server's process nothing: node bench/loadBatch.mjs <url> <requests> <connections>.
import autocannon from 'autocannon';

const [url, amount, connections] = process.argv.slice(2);
const result = await autocannon({ url, amount: Number(amount), connections: Number(connections) });
if (result.non2xx || result.errors) {
  console.error(`${url}: ${result.non2xx} answers not 2xx, ${result.errors} errors`);
  process.exit(1);
}
