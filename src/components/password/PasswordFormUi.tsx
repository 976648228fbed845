// The password form both pages show (the set-password page, PX-17-006; My account's change,
// PX-24-010..PX-24-012), rendered from props only: the rules (PASSWORD_RULES, one source, each
// marked as met while typing), the fields with their problems, the store's refusal in a focused
// alert. The behaviour is the password-form machine's (usePasswordForm).
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { PASSWORD_RULES } from '../../../machines/constants/registration.ts';
import type { PasswordField, PasswordProblem } from '../../../machines/account/password-form.machine.ts';
import { passwordRuleStates } from '../../../machines/registration/password-rules.ts';
import { passwordRuleStateLabels } from '../../labels/registration.ts';
import { TextField } from '../forms/TextField.tsx';
import '../forms/choice.css';
import './password-form.css';
import { localMessage } from '../../i18n/translate.ts';

interface PasswordFormTexts {
  rules: string;
  current?: string;
  password: string;
  confirm: string;
  show: string;
  submit: string;
  submitting: string;
  problems: Record<PasswordProblem, string>;
}

export interface PasswordFormUiProps {
  texts: PasswordFormTexts;
  askCurrent: boolean;
  values: Record<PasswordField, string>;
  show: boolean;
  busy: boolean;
  problems: Partial<Record<PasswordField, PasswordProblem>>;
  /** The store's refusal, with what to do next (a link to a new one, for instance). */
  alert: ReactNode;
  onEdit(field: PasswordField, value: string): void;
  onToggleShow(): void;
  onSubmit(): void;
}

export function PasswordFormUi(props: PasswordFormUiProps) {
  const { texts, values, problems } = props;
  const rulesId = useId();
  const alertRef = useRef<HTMLDivElement>(null);
  // A new refusal takes the focus, so a keyboard or screen-reader user hears it.
  useEffect(() => {
    if (props.alert) alertRef.current?.focus();
  }, [props.alert]);
  const states = passwordRuleStates(values.password);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  const type = props.show ? 'text' : 'password';
  const problem = (field: PasswordField) => (problems[field] ? texts.problems[problems[field]] : undefined);
  return (
    <>
      {props.alert ? (
        <div className="form-alert" role="alert" tabIndex={-1} ref={alertRef}>
          {props.alert}
        </div>
      ) : null}
      <form className="form" noValidate onSubmit={submit}>
        {props.askCurrent && texts.current ? (
          <TextField label={texts.current} type={type} autoComplete="current-password" value={values.current} error={problem('current')} onChange={(event) => props.onEdit('current', event.currentTarget.value)} />
        ) : null}
        <div id={rulesId}>
          <p className="password-form__rules-title">{texts.rules}</p>
          <ul className="password-rules">
            {PASSWORD_RULES.map((rule) => {
              const state = states.find((s) => s.rule === rule);
              const marked = state !== undefined && values.password !== '';
              return (
                // PX-70-005: once the buyer types, each rule shows met or unmet, by a mark and in words (not colour alone).
                <li key={rule} data-met={marked ? String(state.met) : undefined} className={marked ? `password-rules__rule password-rules__rule--${state.met ? 'met' : 'unmet'}` : 'password-rules__rule'}>
                  {marked ? (
                    <span className="password-rules__mark" aria-hidden="true">
                      {state.met ? '✓' : '✗'}
                    </span>
                  ) : null}
                  {localMessage(rule)}
                  {marked ? <span className="visually-hidden"> ({state.met ? passwordRuleStateLabels.met : passwordRuleStateLabels.unmet})</span> : null}
                </li>
              );
            })}
          </ul>
        </div>
        <TextField label={texts.password} type={type} autoComplete="new-password" value={values.password} error={problem('password')} describedBy={rulesId} onChange={(event) => props.onEdit('password', event.currentTarget.value)} />
        <TextField label={texts.confirm} type={type} autoComplete="new-password" value={values.confirm} error={problem('confirm')} onChange={(event) => props.onEdit('confirm', event.currentTarget.value)} />
        <label className="choice">
          <input type="checkbox" checked={props.show} onChange={props.onToggleShow} />
          {texts.show}
        </label>
        <div className="form__actions">
          <button type="submit" className="button" disabled={props.busy} aria-busy={props.busy || undefined}>
            {props.busy ? texts.submitting : texts.submit}
          </button>
        </div>
      </form>
    </>
  );
}
