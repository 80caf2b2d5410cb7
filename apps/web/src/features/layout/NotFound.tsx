import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { paths } from '../../routes/paths';
import { ButtonLink } from '../../ui/Button';

export function NotFound() {
  useDocumentTitle('Page not found');
  return (
    <div className="container page page--narrow not-found">
      <p className="eyebrow">Error 404</p>
      <h1>Page not found</h1>
      <p className="lead">
        Sorry, we couldn't find that page. The link may be out of date, or the address may have a typo.
      </p>
      <div className="button-row">
        <ButtonLink to={paths.home}>Go to the home page</ButtonLink>
        <ButtonLink to={paths.order} variant="secondary">
          Schedule a Pickup
        </ButtonLink>
      </div>
      <p>
        Need a hand? Visit <Link to={paths.support}>Support</Link> or{' '}
        <Link to={paths.contact}>contact us</Link>.
      </p>
    </div>
  );
}
