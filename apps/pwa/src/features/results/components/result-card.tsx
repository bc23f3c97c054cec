import type { Result } from '@lotto/contracts';
import { Card } from 'antd';
import { formatDrawDate } from '@/lib/format';

function DigitBox({ title, numbers }: { title: string; numbers: readonly string[] }) {
  return (
    <div className="digit-box">
      <h4>{title}</h4>
      {numbers.map((n, i) => (
        <span key={`${n}-${i}`} className="num">
          {n}
        </span>
      ))}
    </div>
  );
}

/** One draw as spec §2 "Result page" lays it out. */
export function ResultCard({ result }: { result: Result }) {
  const date = formatDrawDate(result.date);
  return (
    <Card
      className="result-card"
      title={<span>Draw Date: {date}</span>}
      aria-label={`Draw ${date}`}
      role="article"
      size="small"
    >
      <div className="prize1-row">
        <div>Prize 1</div>
        <div className="prize1 num">{result.prize1}</div>
      </div>
      <div className="digit-boxes">
        <DigitBox title="Front 3 Digits" numbers={result.front3} />
        <DigitBox title="Last 3 Digits" numbers={result.last3} />
        <DigitBox title="Last 2 Digits" numbers={[result.last2]} />
      </div>
    </Card>
  );
}
