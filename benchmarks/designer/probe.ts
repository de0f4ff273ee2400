/**
 * What the benchmark injects into the page before any of the app's scripts run (addInitScript):
 * counters on Konva's drawing and a requestAnimationFrame recorder. The app is a production
 * build, so nothing can be imported from it: Konva announces itself as `window.Konva` and
 * registers each node class as a property of that object, so the probe traps both assignments
 * and wraps the prototypes the moment the classes exist (before the first stage is made).
 *
 * Counted per layer (index in the stage: 0 paper, 1 elements, 2 drag layer, 3 guides,
 * 4 handles, by the order DesignCanvas.tsx mounts them):
 * - layerDraws   Layer#drawScene: the layer's canvas cleared and repainted
 * - batchDraws   Layer#batchDraw: draws asked for (several per frame collapse into one)
 * - shapeDraws   Shape#drawScene: one node's sceneFunc run as part of a layer draw
 * - shapeUpdates Shape#setAttrs: react-konva applying changed props, i.e. a node React re-rendered
 *   with different props (an unchanged memoised node sets nothing); 'new' for a node not yet in
 *   a layer (being created)
 * - updateProps  the same, keyed by layer and the names of the props that changed
 * - layerDrawMs  time inside Layer#drawScene
 */

export interface ProbeCounts {
  layerDraws: Record<string, number>;
  batchDraws: Record<string, number>;
  shapeDraws: Record<string, number>;
  shapeUpdates: Record<string, number>;
  /** Shape updates by layer and the props that changed ('1:sceneFunc'): why a node updated. */
  updateProps: Record<string, number>;
  /** Time spent in each layer's draws, ms. */
  layerDrawMs: Record<string, number>;
  /** Shapes per layer when read (to tell the elements layer by its size). */
  layerSizes: number[];
}

export interface BenchProbe {
  /** True once Konva's Layer and Shape were wrapped. */
  hooked: boolean;
  reset(): void;
  counts(): ProbeCounts;
  /** Record every animation frame's timestamp until stopFrames. */
  startFrames(): void;
  stopFrames(): number[];
  /** Long tasks (> 50 ms) and slow events seen since the last reset: [name, start, duration]. */
  longTasks: [string, number, number][];
  events: [string, number, number][];
  /**
   * Messages to and from Web Workers since the last reset: for each request id and message type
   * the first one's time, how many, and for sends the time postMessage took (it clones the data
   * on the calling thread). [direction:type, id, first ms, count, post ms].
   */
  worker: [string, number, number, number, number][];
}

/** The init script itself: serialised by Playwright, so it closes over nothing. */
export function installProbe(): void {
  type Counter = Record<string, number>;
  type KonvaNode = { index?: number; getLayer?: () => KonvaNode | null; children?: unknown[] };
  type Proto = Record<string, (...args: unknown[]) => unknown>;
  const w = window as unknown as Record<string, unknown>;
  const fresh = () => ({ layerDraws: {} as Counter, batchDraws: {} as Counter, shapeDraws: {} as Counter, shapeUpdates: {} as Counter, updateProps: {} as Counter, layerDrawMs: {} as Counter });
  let tally = fresh();
  const bump = (c: Counter, key: number | string | undefined, by = 1) => {
    const k = String(key ?? 'new');
    c[k] = (c[k] ?? 0) + by;
  };
  const layers = new Set<KonvaNode>();
  let frames: number[] | undefined;
  const probe = {
    hooked: false,
    longTasks: [] as [string, number, number][],
    events: [] as [string, number, number][],
    worker: [] as [string, number, number, number, number][],
    reset() {
      tally = fresh();
      probe.longTasks.length = 0;
      probe.events.length = 0;
      probe.worker.length = 0;
    },
    counts() {
      const sizes: number[] = [];
      for (const layer of layers) if (typeof layer.index === 'number') sizes[layer.index] = layer.children?.length ?? 0;
      return { ...tally, layerSizes: Array.from(sizes, (n) => n ?? 0) };
    },
    startFrames() {
      const list: number[] = [];
      frames = list;
      const tick = (t: number) => {
        if (frames !== list) return;
        list.push(t);
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    },
    stopFrames() {
      const list = frames ?? [];
      frames = undefined;
      return list;
    },
  };
  w.__benchProbe = probe;

  const wrap = (proto: Proto, name: string, before: (self: KonvaNode, args: unknown[]) => void, after?: (self: KonvaNode, ms: number) => void) => {
    const original = proto[name];
    if (typeof original !== 'function') return;
    proto[name] = function (this: KonvaNode, ...args: unknown[]) {
      before(this, args);
      if (!after) return original.apply(this, args);
      const started = performance.now();
      try {
        return original.apply(this, args);
      } finally {
        after(this, performance.now() - started);
      }
    };
  };
  const hookLayer = (Layer: { prototype: Proto }) => {
    wrap(
      Layer.prototype,
      'drawScene',
      (self) => {
        layers.add(self);
        bump(tally.layerDraws, self.index);
      },
      (self, ms) => bump(tally.layerDrawMs, self.index, ms),
    );
    wrap(Layer.prototype, 'batchDraw', (self) => bump(tally.batchDraws, self.index));
  };
  const hookShape = (Shape: { prototype: Proto }) => {
    wrap(Shape.prototype, 'drawScene', (self) => bump(tally.shapeDraws, self.getLayer?.()?.index));
    // setAttrs is inherited from Node: the wrapper on Shape.prototype shadows it for shapes only.
    wrap(Shape.prototype, 'setAttrs', (self, args) => {
      const layer = self.getLayer?.()?.index;
      bump(tally.shapeUpdates, layer);
      bump(tally.updateProps, `${layer ?? 'new'}:${Object.keys((args[0] as object | undefined) ?? {}).sort().join(',')}`);
    });
  };
  /** Trap `target[key] = value` once, calling `seen` with the value, and keep it readable. */
  const trap = (target: Record<string, unknown>, key: string, seen: (value: never) => void) => {
    let value: unknown;
    Object.defineProperty(target, key, {
      configurable: true,
      enumerable: true,
      get: () => value,
      set(v: unknown) {
        value = v;
        seen(v as never);
      },
    });
  };
  // Konva assigns each class twice (once registering it, once more when it assembles its
  // namespace): a class is wrapped only the first time, or every count would be doubled.
  const hooked = new Set<object>();
  const once = (hook: (cls: { prototype: Proto }) => void) => (cls: { prototype: Proto }) => {
    if (hooked.has(cls)) return;
    hooked.add(cls);
    hook(cls);
    if (hooked.size === 2) probe.hooked = true;
  };
  trap(w, 'Konva', (konva: Record<string, unknown>) => {
    trap(konva, 'Layer', once(hookLayer));
    trap(konva, 'Shape', once(hookShape));
  });

  // Worker messages: when the layout request left and its first page came back.
  const note = (label: string, data: unknown, started: number, postMs = 0) => {
    const m = data as { type?: string; id?: number } | null;
    const id = typeof m?.id === 'number' ? m.id : -1;
    const key = `${label}:${m?.type ?? '?'}`;
    const seen = probe.worker.find((w) => w[0] === key && w[1] === id);
    if (seen) seen[3]++;
    else probe.worker.push([key, id, Math.round(started * 10) / 10, 1, Math.round(postMs * 10) / 10]);
  };
  // A proxy on the constructor: the app's own message listener comes after the probe's.
  window.Worker = new Proxy(window.Worker, {
    construct(target, args: ConstructorParameters<typeof Worker>) {
      const worker = Reflect.construct(target, args) as Worker;
      worker.addEventListener('message', (e) => note('received', e.data, performance.now()));
      return worker;
    },
  });
  const post = Worker.prototype.postMessage as (this: Worker, ...args: unknown[]) => void;
  Worker.prototype.postMessage = function (this: Worker, ...args: unknown[]) {
    const started = performance.now();
    post.apply(this, args);
    note('sent', args[0], started, performance.now() - started);
  };

  // Long tasks and slow input events, in the Performance API's own timeline.
  const observe = (type: string, into: [string, number, number][], extra: Record<string, unknown> = {}) => {
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) into.push([e.name, Math.round(e.startTime), Math.round(e.duration)]);
      }).observe({ type, ...extra } as PerformanceObserverInit);
    } catch {
      // entry type not supported by this browser: the list stays empty
    }
  };
  observe('longtask', probe.longTasks);
  observe('event', probe.events, { durationThreshold: 16 });
}
