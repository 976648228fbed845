// The account pages (orders, invoices) wait for the session, then ask guests to sign in.
import type { ReactNode } from 'react';
import { useSession } from '../app/store/parts.tsx';
import { PageLoading } from '../components/layout/Layout.tsx';
import { SignInPrompt } from '../components/sign-in/SignInPrompt.tsx';

export function AccountGate({ signInText, children }: { signInText: string; children: ReactNode }) {
  const { sessionStatus, isSignedIn } = useSession();
  if (sessionStatus === 'loading') return <PageLoading />;
  if (!isSignedIn) return <SignInPrompt text={signInText} />;
  return <>{children}</>;
}
