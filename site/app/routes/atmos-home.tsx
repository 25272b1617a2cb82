import { type LoaderFunctionArgs, redirect } from '@remix-run/node';

/** /atmos-home is listed among the campaign routes (spec §2) with no screen of its own: it shows browsing. */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(`/browse-companies${new URL(request.url).search}`);
}
