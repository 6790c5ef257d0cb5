import { Component, type ReactNode } from 'react';
import { RouteError } from '../app/route-error';

type Props = { pathname: string; children: ReactNode };
type State = { failed: boolean; pathname: string };

/** Shows the route error in place of a page whose code failed to load; moving to another page clears it. */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
