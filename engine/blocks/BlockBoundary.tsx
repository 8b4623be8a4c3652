/**
 * Per-block error isolation. A renderer that throws shows a visible placeholder
 * in development and disappears in production; either way the console names
 * the page file and the block. On the server, Suspense turns the failure into
 * an empty slot that the browser then retries inside the error boundary.
 */
import { Component, Suspense, type ErrorInfo, type ReactNode } from "react";

interface Props {
  source: string;
  index: number;
  type: string;
  children: ReactNode;
}

export function describeBlock(source: string, index: number, type: string) {
  return `${source}, block ${index + 1} (${type})`;
}

class Boundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Block failed to render: ${describeBlock(this.props.source, this.props.index, this.props.type)}: ${error.message}`, info.componentStack ?? "");
  }

  override render() {
    if (!this.state.error) return this.props.children;
    if (!import.meta.env.DEV) return null;
    return (
      <div role="alert" data-block-error style={{ border: "3px dashed #b00020", padding: "1rem", margin: "1rem", color: "#b00020", background: "#fff5f5" }}>
        <strong>This block could not be shown.</strong> {describeBlock(this.props.source, this.props.index, this.props.type)}: {this.state.error.message}
      </div>
    );
  }
}

export function BlockBoundary(props: Props) {
  return (
    <Boundary {...props}>
      <Suspense fallback={null}>{props.children}</Suspense>
    </Boundary>
  );
}
