import { Link } from 'react-router';
import { accountLabels } from '../../labels/shell-pages.ts';

export function SignInPrompt({ text }: { text: string }) {
  return (
    <div className="sign-in-prompt" data-testid="sign-in-prompt">
      <p>{text}</p>
      <Link className="button" to="/login">
        {accountLabels.signIn}
      </Link>
    </div>
  );
}
