'use client';

import { Component, type ReactNode } from 'react';

interface State {
  failed: boolean;
  /** The fallback failed too: thrown on to the boundary above (app/global-error.tsx). */
  gaveUp?: unknown;
}

/**
 * Keeps a broken part of the studio's frame (the menu drawer, say, when an extension meddles
 * with it) from taking the page with it: the part is swapped for `fallback`, a plainer one that
 * does the same job, and the page being worked in stays as it was. The fallback gets one chance:
 * if it throws too, so does the boundary, and the error reaches app/global-error.tsx (React
 * would otherwise hand this boundary its own fallback's error, and draw it again, without end).
 * A class: React catches errors only in those.
 */
export class FramePartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, State> {
  override state: State = { failed: false };
  private caught = 0;

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.caught += 1;
    if (this.caught > 1) this.setState({ gaveUp: error });
  }

  override render() {
    if (this.state.gaveUp !== undefined) throw this.state.gaveUp;
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
