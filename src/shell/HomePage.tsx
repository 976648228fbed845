// The named page Home (SH-2-001): what the store offers, the two business lines and the store's
// settings for this visitor (currency, guest browsing).
import { Link } from 'react-router';
import { useApplicationContext, useSession } from '../app/store/parts.tsx';
import { businessLines, categoryPath, homeReasons } from '../content/home.ts';
import { homeLabels } from '../labels/shell.ts';
import './pages.css';

export function HomePage() {
  const { appContext, appContextStatus, requestContext } = useApplicationContext();
  const { session, isSignedIn, effectiveAccount } = useSession();
  const account = effectiveAccount?.name ?? session?.accountName;
  const labels = homeLabels;
  const firstName = session?.profile?.firstName;
  return (
    <>
      <title>Kestrel Ridge Medical — B2B Store</title>
      <section className="home-hero" aria-labelledby="home-title">
        <div className="page-container home-hero__inner">
          <h1 id="home-title">{labels.title}</h1>
          <p className="home-hero__intro">{labels.intro}</p>
          {isSignedIn && firstName ? <p className="home-hero__welcome">{labels.welcomeBack(firstName)}</p> : null}
          <div className="home-hero__actions">
            {businessLines.map((line, index) => (
              <Link key={line.id} to={categoryPath(line.category)} className={index === 0 ? 'button home-hero__button' : 'button button--secondary home-hero__button'}>
                {index === 0 ? labels.shopNeurology : labels.shopSensory}
              </Link>
            ))}
          </div>
          <p className="home-hero__status" role="status" data-testid="store-status">
            {appContextStatus === 'loading' && labels.storeStatusLoading}
            {appContextStatus === 'failed' && labels.storeStatusUnavailable}
            {appContextStatus === 'ready' &&
              appContext &&
              (isSignedIn && account
                ? labels.accountStatus(requestContext.currencyIsoCode ?? appContext.defaultCurrency ?? 'USD', account)
                : labels.storeStatus(requestContext.currencyIsoCode ?? appContext.defaultCurrency ?? 'USD', appContext.guestBrowsingEnabled))}
          </p>
        </div>
      </section>

      <section className="page-container home-section" aria-labelledby="home-lines">
        <h2 id="home-lines">{labels.linesTitle}</h2>
        <div className="home-lines">
          {businessLines.map((line) => (
            <article key={line.id} className="home-line" aria-labelledby={`line-${line.id}`}>
              <img className="home-line__image" src={line.image} alt="" width={64} height={64} />
              <div>
                <h3 id={`line-${line.id}`}>
                  <Link to={categoryPath(line.category)}>{line.name}</Link>
                </h3>
                <p>{line.description}</p>
                <ul className="home-line__links">
                  {line.subcategories.map((sub) => (
                    <li key={sub.categoryId}>
                      <Link to={categoryPath(sub)}>{sub.label}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            </article>
          ))}
        </div>
      </section>

      <section className="home-reasons" aria-labelledby="home-why">
        <div className="page-container home-section">
          <h2 id="home-why">{labels.whyTitle}</h2>
          <ul className="home-reasons__list">
            {homeReasons.map((reason) => (
              <li key={reason.title} className="home-reason">
                <h3>{reason.title}</h3>
                <p>{reason.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
