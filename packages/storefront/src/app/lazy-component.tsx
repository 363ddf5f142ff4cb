import { type ComponentType, use } from "react";

export interface LazyComponent<P extends object = object> {
  /** Starts loading the component's code (once) and resolves when it is ready. */
  preload(): Promise<ComponentType<P>>;
  /** The component once its code is there. */
  loaded(): ComponentType<P> | undefined;
}

/**
 * A component in its own chunk (a screen, a later checkout step). Unlike `React.lazy`, one preloaded before
 * it renders (a route's preload, started with its data) renders at once, without a suspended frame.
 */
export function lazyComponent<P extends object = object>(
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  return {
    loaded: () => component,
    preload() {
      if (!loading) {
        const started: Promise<ComponentType<P>> = load().then((loadedComponent) => {
          component = loadedComponent;
          // Marked settled the way React reads a thenable: `use` then returns the component without suspending.
          Object.assign(started, { status: "fulfilled", value: loadedComponent });
          return loadedComponent;
        });
        // A failed chunk (a deploy replaced it) may succeed on the next try.
        started.catch(() => {
          if (loading === started) loading = undefined;
        });
        loading = started;
      }
      return loading;
    },
  };
}

/**
 * Renders a lazy component with its props, suspending only while its code is still loading. `use` is called on
 * every render, loaded or not: a render that suspended on it must call it again when retried (React checks).
 */
export function Lazy<P extends object>({ of, ...props }: { of: LazyComponent<P> } & P) {
  const Component = use(of.preload());
  return <Component {...(props as unknown as P)} />;
}
