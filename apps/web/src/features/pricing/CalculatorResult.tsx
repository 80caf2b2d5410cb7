import { inPageLanguage } from '../../i18n/serverMessages';
import { T } from '../../i18n/Trans';
import { useLocale } from '../../i18n/useT';
import { formatCents } from '../../lib/money';

export type CalculatorOutcome =
  | { ok: true; lines: { label: string; cents: number }[]; totalCents: number }
  | { ok: false; message: string };

/**
 * A calculator's answer: the estimate with its lines, or the calculator's message (an English text of
 * docs/rules/messages.md, shown in the page's language). The live region is always in the page, so screen
 * readers announce each new answer (and the clearing is silent).
 */
export function CalculatorResult({ result }: { result: CalculatorOutcome | null }) {
  useLocale();
  return (
    <div className="calculator__result" role="status">
      {result === null ? null : result.ok ? (
        <div className="estimate">
          {result.lines.length > 1 ? (
            <ul className="estimate__lines">
              {result.lines.map((line) => (
                <li key={line.label}>
                  <span>{line.label}</span> <span>{formatCents(line.cents)}</span>
                </li>
              ))}
            </ul>
          ) : null}
          <p className="estimate__total">
            <T
              id="public.calculator.estimatedPrice"
              values={{ total: formatCents(result.totalCents) }}
              components={{ 0: <strong /> }}
            />
          </p>
        </div>
      ) : (
        <p className="calculator__message">{inPageLanguage(result.message)}</p>
      )}
    </div>
  );
}
