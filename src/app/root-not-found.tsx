import { NotFound } from '@/ui/not-found';
import { AppShell } from './app-shell';
import { useSession } from './session';
import { WayBack } from './way-back';

/** An address no route matches: inside the shell when signed in (navigation stays), on its own otherwise. */
export function RootNotFound() {
  const { session } = useSession();
  if (session) {
    return (
      <AppShell>
        <NotFound wayBack={<WayBack />} />
      </AppShell>
    );
  }
  return (
    <main id="main" className="main">
      <NotFound wayBack={<WayBack />} />
    </main>
  );
}
