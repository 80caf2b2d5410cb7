import { describe, expect, it } from 'vitest';
import { replyIntent } from './smsReplies';

describe('what a text reply asks for', () => {
  it.each([
    ['STOP', 'optOut'],
    ['stop', 'optOut'],
    ['  Stop. ', 'optOut'],
    ['STOPALL', 'optOut'],
    ['UNSUBSCRIBE', 'optOut'],
    ['CANCEL', 'optOut'],
    ['END', 'optOut'],
    ['QUIT', 'optOut'],
    ['REVOKE', 'optOut'],
    ['OPTOUT', 'optOut'],
    ['START', 'optIn'],
    ['unstop', 'optIn'],
    ['YES', 'optIn'],
    ['HELP', null],
    ['Please stop by at 5', null],
    ['Cancel my order', null],
    ['', null],
  ])('%j -> %s', (body, intent) => {
    expect(replyIntent({ body })).toBe(intent);
  });

  it("follows Twilio's own reading of the reply (Advanced Opt-Out keywords) when it sends one", () => {
    expect(replyIntent({ body: 'ARRET', optOutType: 'STOP' })).toBe('optOut');
    expect(replyIntent({ body: 'Hola', optOutType: 'START' })).toBe('optIn');
    expect(replyIntent({ body: 'INFO', optOutType: 'HELP' })).toBeNull();
  });
});
