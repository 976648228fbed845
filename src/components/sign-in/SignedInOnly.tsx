// A page part for signed-in buyers only: waits for the session, asks guests to sign in.
import type { ReactNode } from 'react';
import { useSession } from '../../app/store/parts.tsx';
import { PageLoading } from '../layout/Layout.tsx';
import { SignInPrompt } from './SignInPrompt.tsx';

export function SignedInOnly({ text, children }: { text: string; children: ReactNode }) {
  const { sessionStatus, isSignedIn, session } = useSession();
  if (sessionStatus === 'loading' && !session) return <PageLoading />;
  if (!isSignedIn) return <SignInPrompt text={text} />;
  return <>{children}</>;
}
