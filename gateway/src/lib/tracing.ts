import {
  context,
  createContextKey,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, SimpleSpanProcessor, type SpanExporter } from '@opentelemetry/sdk-trace-node';
import type { GraphQLSchema } from 'graphql';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Traces (issue #24 §4, decision D-128). Off unless the gateway is given an exporter (main.ts: when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set): then `tracer` is set and every hook below records; when it is null they return
 * at once and nothing is allocated per request.
 */
let tracer: Tracer | null = null;

export interface TracingOptions {
  exporter: SpanExporter;
  /** Batch spans before export (production); tests export each span as it ends. Default true. */
  batch?: boolean;
}

export interface Tracing {
  shutdown(): Promise<void>;
}

/** The exporter OTEL_EXPORTER_OTLP_ENDPOINT (and the other OTEL_EXPORTER_OTLP_* settings) describe. */
export function otlpExporter(): SpanExporter {
  return new OTLPTraceExporter();
}

export function startTracing(options: TracingOptions): Tracing {
  const processor = options.batch === false ? new SimpleSpanProcessor(options.exporter) : new BatchSpanProcessor(options.exporter);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': process.env.OTEL_SERVICE_NAME || 'agent-portal-gateway' }),
    spanProcessors: [processor],
  });
  // The W3C traceparent in and out, and an AsyncLocalStorage context so spans find their parent across awaits.
  provider.register({ propagator: new W3CTraceContextPropagator() });
  tracer = provider.getTracer('agent-portal-gateway');
  return {
    shutdown: async () => {
      tracer = null;
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}

/** The trace id of the span running now, for log lines and audit events; undefined when tracing is off. */
export function activeTraceId(): string | undefined {
  if (!tracer) return undefined;
  return trace.getActiveSpan()?.spanContext().traceId;
}

/** A route's name for a span: the GraphQL endpoint, a few fixed routes, or a wildcard (no ids in span names). */
function routeOf(path: string): string {
  if (path === '/graphql' || path.startsWith('/graphql/')) return '/graphql';
  if (path.startsWith('/assets/')) return '/assets/*';
  if (path.startsWith('/media/')) return '/media/*';
  if (path.startsWith('/downloads/') || path.startsWith('/uploads/') || ['/healthz', '/readyz', '/metrics', '/schema.graphql'].includes(path)) {
    return path;
  }
  return '/*';
}

/**
 * The span of one HTTP request (the trace's root, or a child of the caller's traceparent), ended when the response
 * closes; `handle` runs inside it.
 */
export function traceRequest(req: IncomingMessage, res: ServerResponse, handle: () => void): void {
  if (!tracer) return handle();
  const path = (req.url ?? '/').split('?')[0]!;
  const parent = propagation.extract(ROOT_CONTEXT, req.headers);
  const span = tracer.startSpan(
    `${req.method} ${routeOf(path)}`,
    { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method ?? '', 'http.route': routeOf(path) } },
    parent,
  );
  res.once('close', () => {
    span.setAttribute('http.response.status_code', res.statusCode);
    if (!res.writableFinished) span.setAttribute('http.aborted', true);
    if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
  context.with(trace.setSpan(parent, span), handle);
}

/** Runs `work` inside a span of its own under the active one (a GraphQL operation), ended when it settles. */
export function traceOperation<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  if (!tracer) return work();
  const span = tracer.startSpan(name, { attributes });
  return context.with(trace.setSpan(context.active(), span), work).finally(() => span.end());
}

/** A resolver's span, made only if the resolver calls the provider (most resolvers read what their parent has). */
class ResolverSpan {
  private span: Span | undefined;
  private readonly started = new Date();

  constructor(
    private readonly name: string,
    private readonly parent: Context,
    private readonly path: string,
  ) {}

  /** The context an upstream call of this resolver runs under: the resolver's span, made now if it is the first. */
  context(): Context {
    this.span ??= tracer!.startSpan(this.name, { startTime: this.started, attributes: { 'graphql.field.path': this.path } }, this.parent);
    return trace.setSpan(this.parent, this.span);
  }

  end(failed: boolean): void {
    if (failed) this.span?.setStatus({ code: SpanStatusCode.ERROR });
    this.span?.end();
  }
}

const RESOLVER_SPAN = createContextKey('agent-portal resolver span');

function pathText(path: { prev: unknown; key: string | number } | undefined): string {
  const keys: (string | number)[] = [];
  for (let p = path; p; p = p.prev as typeof path) keys.unshift(p.key);
  return keys.join('.');
}

/**
 * With tracing on, every resolver the areas wrote runs in a context that can make its span: the span exists only
 * if the resolver calls the provider (the REST client asks for it). The schema of a gateway without tracing is left
 * as it is.
 */
export function traceResolvers(schema: GraphQLSchema): void {
  if (!tracer) return;
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || !('getFields' in type) || !('isTypeOf' in type)) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve = 'resolve' in field ? field.resolve : undefined;
      if (!resolve) continue;
      const name = `resolve ${type.name}.${field.name}`;
      field.resolve = (parent, args, ctx, info) => {
        if (!tracer) return resolve(parent, args, ctx, info);
        const active = context.active();
        const span = new ResolverSpan(name, active, pathText(info.path));
        let result: unknown;
        try {
          result = context.with(active.setValue(RESOLVER_SPAN, span), () => resolve(parent, args, ctx, info));
        } catch (error) {
          span.end(true);
          throw error;
        }
        if (result instanceof Promise) {
          return result.then(
            (value: unknown) => {
              span.end(false);
              return value;
            },
            (error: unknown) => {
              span.end(true);
              throw error;
            },
          );
        }
        span.end(false);
        return result;
      };
    }
  }
}

/** What the REST client records of one upstream call on its span. */
export interface UpstreamSpan {
  /** Headers to send: the W3C traceparent of this call's span. */
  headers: Record<string, string>;
  end(status: number | null): void;
}

/** The span of one upstream call, under the resolver that made it; null when tracing is off. */
export function traceUpstream(method: string, pathTemplate: string, upstreamUrl: string): UpstreamSpan | null {
  if (!tracer) return null;
  const active = context.active();
  const parent = (active.getValue(RESOLVER_SPAN) as ResolverSpan | undefined)?.context() ?? active;
  const span = tracer.startSpan(
    `${method} ${pathTemplate}`,
    {
      kind: SpanKind.CLIENT,
      attributes: { 'http.request.method': method, 'url.template': pathTemplate, 'server.address': new URL(upstreamUrl).host },
    },
    parent,
  );
  const headers: Record<string, string> = {};
  propagation.inject(trace.setSpan(parent, span), headers);
  return {
    headers,
    end(status) {
      if (status === null) {
        span.setAttribute('error.type', 'no answer');
        span.setStatus({ code: SpanStatusCode.ERROR });
      } else {
        span.setAttribute('http.response.status_code', status);
        if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      }
      span.end();
    },
  };
}

/** Notes on the span running now (the upstream call's or the resolver's): a retry, an auth_info cache hit. */
export function noteOnActiveSpan(name: string, attributes?: Attributes): void {
  if (!tracer) return;
  const active = context.active();
  const span = (active.getValue(RESOLVER_SPAN) as ResolverSpan | undefined)?.context() ?? active;
  trace.getSpan(span)?.addEvent(name, attributes);
}
