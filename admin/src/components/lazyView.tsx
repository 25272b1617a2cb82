import { type ComponentType, lazy, Suspense } from 'react';
import { Loading } from 'react-admin';

/**
 * A resource view (list, show, edit, create) loaded on first use, behind a Suspense boundary of its
 * own. With only the layout's shared boundary, React hides the page being left instead of
 * unmounting it while the next view's code loads; a list hidden that way still runs its search
 * box's pending half-second debounce, which navigated back to the list: a row clicked right after
 * typing a search bounced the staff member back to the results.
 */
export function lazyView(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const View = lazy(load);
  const LazyView = () => (
    <Suspense fallback={<Loading />}>
      <View />
    </Suspense>
  );
  return LazyView;
}
