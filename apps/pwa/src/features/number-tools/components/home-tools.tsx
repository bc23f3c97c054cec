import { AntdProvider } from '@/components/ui/antd-provider';
import { GameGenerator } from './game-generator';
import { TotalSearch } from './total-search';

/** Home's two number tools, in one chunk loaded when the visitor gets near them (they use antd). */
export default function HomeTools() {
  return (
    <AntdProvider>
      <section className="section">
        <TotalSearch />
      </section>
      <section className="section">
        <GameGenerator />
      </section>
    </AntdProvider>
  );
}
