import Observation

/// Renders a view tree into a cell buffer and keeps what must outlive one render: `@State`
/// storage, model subscriptions and the record of which views are on screen.
///
/// ```swift
/// let graph = ViewGraph(ItemRow(item: .sample))
/// let frame = graph.render(width: 40)
/// print(PlainTextRenderer().render(frame.buffer))
/// ```
@MainActor
public final class ViewGraph {
  /// The widest buffer a render produces: a runaway view (a width of `.infinity`) is
  /// clipped to it rather than allocating an unbounded buffer.
  public static let maximumWidth = 2_000
  /// The tallest buffer a render at natural height produces: a runaway view (a `ForEach` of
  /// 100,000 rows) is clipped to it rather than allocating an unbounded buffer.
  public static let maximumNaturalHeight = 1_000

  @usableFromInline let makeRoot: (_ViewInputs, inout [NodeRef]) -> Void
  /// The environment the root view sees.
  // Unchecked, as the bookkeeping below (see `storage`): a render reads each of these, and
  // every checked access costs a debug build a hundred instructions more.
  @exclusivity(unchecked) public var environment: EnvironmentValues
  /// Set when state that a rendered view read changes.
  public let invalidation = Invalidation()
  /// The async work this graph started, for settling and tear-down.
  public let activityScope = AsyncActivity.Scope()

  private struct SlotKey: Hashable {
    var identity: ViewIdentity
    var slot: Int
  }
  // The graph's bookkeeping is read and written for every composite view. Exclusivity is
  // not checked at run time (about 100 instructions per access, four or more accesses per
  // view): the graph is main-actor isolated and never hands these out while changing them.
  // `Dictionary()` and `Array()` rather than literals here: a debug build makes an empty
  // literal with generic calls looking its element and tuple types up, for every graph.
  @exclusivity(unchecked) private var storage: [SlotKey: AnyObject] = Dictionary()
  /// Whether a view or modifier type stores any `DynamicProperty`. A type's fields never
  /// change, so one answer per type serves every graph of the process: a preview run makes a
  /// graph per state and would otherwise reflect over the same root type for each of them.
  @exclusivity(unchecked) private static var dynamicPropertyTypes: [ObjectIdentifier: Bool] = [:]

  /// How many `body` evaluations the graph has performed, for tests of re-rendering.
  @exclusivity(unchecked) public private(set) var bodyEvaluationCount = 0

  /// Lifecycle modifiers on screen, in tree order, as of the last render and the current one.
  @exclusivity(unchecked) private var lifecycles: [(identity: ViewIdentity, record: LifecycleRecord)] = Array()
  @exclusivity(unchecked) private var renderedLifecycles: [(identity: ViewIdentity, record: LifecycleRecord)] =
    Array()

  /// What a custom view's `body` produced last time, reused while nothing it depends on
  /// changed: the view's value, its environment and the state it read.
  private struct BodyMemo {
    /// The view's value and the body it gave, from which the nodes can be built again
    /// without evaluating `body`.
    var body: AnyBodyValue
    var environment: EnvironmentValues
    /// The nodes, stored in `tree`.
    var nodes: NodeRefs
    /// The tree `nodes` are in, kept alive for the next render to reuse them.
    var tree: LayoutTree
    /// Where building the view's nodes recorded its effects in the render that made this memo
    /// (`previousEffects` once the next render starts): a range rather than a copy, which was
    /// an array allocated for every composite view of every render.
    var effects: Range<Int>

    /// Whether a view below this one was invalidated, looked up in `log`, the effects of the
    /// render that made this memo. Scanned only when a render follows a change, so building
    /// memos costs nothing extra.
    func containsInvalidated(_ invalidated: Set<UInt64>, in log: [Effect]) -> Bool {
      for effect in log[effects] {
        switch effect {
        case .visited(let dependent), .memo(let dependent):
          if invalidated.contains(dependent.value) { return true }
        default: continue
        }
      }
      return false
    }
  }

  /// Something building nodes did to the graph besides making nodes. Reusing a view's last
  /// result replays its effects, so reused views keep their state, tasks and titles.
  enum Effect {
    case visited(ViewIdentity)
    /// Indirect: a lifecycle record is a dozen words, which every effect would otherwise
    /// carry (every view visited records an effect), moved each time the list grows.
    indirect case lifecycle(ViewIdentity, LifecycleRecord)
    case placeholder(String)
    case action(@MainActor () -> Void)
    case memo(ViewIdentity)
  }

  @exclusivity(unchecked) private var memos: [ViewIdentity: BodyMemo] = Dictionary()
  /// The tree of the last render, whose nodes are laid out and drawn, kept until the next
  /// render makes its own (memos keep the trees they reuse from).
  @exclusivity(unchecked) private(set) var tree: LayoutTree? = nil
  /// How many renders made a tree, so each tree knows which ones are older.
  @exclusivity(unchecked) private var treeCount = 0
  @exclusivity(unchecked) private var renderedMemos: [ViewIdentity: BodyMemo] = Dictionary()
  /// What building this render's nodes did, in order, replayed effects of reused views
  /// included: the views it visited are read from it rather than kept in a set of their own.
  @exclusivity(unchecked) private var effects: [Effect] = []
  /// The effects of the last render, which the memos in `memos` point into.
  @exclusivity(unchecked) private var previousEffects: [Effect] = []
  /// The views whose state changed since the last render; `nil` means all of them.
  @exclusivity(unchecked) private var invalidated: Set<UInt64>? = nil
  @exclusivity(unchecked) private var tasks:
    [ViewIdentity: (id: AnyHashable?, generation: Int, task: Task<Void, Never>)] = Dictionary()
  private var taskGeneration = 0
  @exclusivity(unchecked) private var finishedTasks: Set<ViewIdentity> = []
  @exclusivity(unchecked) private var placeholderNames: [String] = []
  /// Sheets, alerts and dialogs asked for while building this render's nodes.
  let presentationQueue = PresentationQueue()

  /// Whether a person is using the views live (the app runtime sets it): containers keep a
  /// scroll position and timers fire. Previews leave it off, so a snapshot never depends on
  /// either.
  var isLive = false
  /// Whether renders find what a screen reader gets (``RenderedFrame/accessibility``). Off
  /// by default: recording every element costs a frame about as much again as drawing it,
  /// which the live runtime pays only in screen-reader mode. The preview runner turns it on,
  /// so every snapshot records the tree.
  @exclusivity(unchecked) public var recordsAccessibility = false
  /// The control the live runtime has focused, drawn so a person sees it.
  @exclusivity(unchecked) var focus: FocusedControl? = nil
  /// The scheme a view of the last render asked for with `.preferredColorScheme(_:)`.
  @exclusivity(unchecked) var preferredColorScheme: ColorScheme? = nil

  /// Names reported by placeholder views (such as a missing dependency) in the last render.
  public var placeholders: [String] { placeholderNames }

  /// How many tasks started by `.task` are still running (finished or cancelled ones are not).
  public var runningTaskCount: Int { tasks.count - finishedTasks.count }

  /// A graph for `root`, seeing `environment`.
  @inlinable
  public init<Root: View>(_ root: Root, environment: EnvironmentValues = EnvironmentValues()) {
    self.makeRoot = { inputs, nodes in appendNodes(root, inputs: inputs, into: &nodes) }
    self.environment = environment
  }

  /// Lays the tree out for a canvas `width` cells wide and `height` rows high (`nil`: as high
  /// as the content wants, up to `maximumNaturalHeight`) and draws it where `placement` says:
  /// by default where SwiftUI places a root view, centred across the canvas, and down it
  /// when the height is fixed. Every row of the result is exactly `width` cells.
  public func render(width: Int, height: Int? = nil, placement: RootPlacement = .centered) -> RenderedFrame {
    let width = min(max(0, width), Self.maximumWidth)
    let fixedHeight = height.map { min(max(0, $0), Self.maximumNaturalHeight) }
    let marks = invalidation.take()
    invalidated = memos.isEmpty ? nil : marks
    renderedLifecycles.removeAll(keepingCapacity: true)
    placeholderNames.removeAll()
    preferredColorScheme = nil
    swap(&effects, &previousEffects)
    effects.removeAll(keepingCapacity: true)
    renderedMemos.removeAll(keepingCapacity: true)
    presentationQueue.requests.removeAll()

    var nodes: [NodeRef] = []
    treeCount += 1
    let tree = LayoutTree(generation: treeCount)
    self.tree = tree
    let inputs = _ViewInputs(environment: environment, graph: self, tree: tree, identity: .root, axis: nil)
    makeRoot(inputs, &nodes)
    let layers = makePresentationLayers(in: tree)
    // Swapped, not copied: the map just rendered becomes the memos, and the last ones are
    // emptied now (freeing their nodes) into storage the next render fills again.
    swap(&memos, &renderedMemos)
    renderedMemos.removeAll(keepingCapacity: true)
    collectGarbage()

    let root = singleNode(nodes, in: tree)
    let savedBounds = (CanvasBounds.width, CanvasBounds.height)
    (CanvasBounds.width, CanvasBounds.height) = (width, fixedHeight ?? Self.maximumNaturalHeight)
    defer { (CanvasBounds.width, CanvasBounds.height) = savedBounds }
    let size = root?.sizeThatFits(ProposedSize(width: width, height: fixedHeight)) ?? .zero
    // A presentation taller than the screen behind it makes the canvas as tall as it needs.
    let presentedHeight = layers.map { $0.requiredHeight(width: width) }.max() ?? 0
    let canvasHeight = fixedHeight ?? min(max(0, size.height, presentedHeight), Self.maximumNaturalHeight)
    var canvas = Canvas(buffer: Buffer(width: width, height: canvasHeight))
    canvas.focus = focus
    canvas.recordsAccessibility = recordsAccessibility
    if recordsAccessibility { canvas.accessibility.reserveCapacity(canvasHeight) }  // About an element a row.
    // Content taller than the cap is never cut silently: the last row says how much is missing.
    let cutRows = fixedHeight == nil && size.height > canvasHeight ? size.height - canvasHeight + 1 : 0
    if cutRows > 0 { canvas.clip = Rect(x: 0, y: 0, width: width, height: canvasHeight - 1) }
    // Centred even when wider than the canvas, as SwiftUI centres a root view wider than the
    // screen: it overflows both sides equally, not only the trailing one.
    let origin =
      placement == .topLeading
      ? Point(x: 0, y: 0)
      : Point(x: (width - size.width) / 2, y: fixedHeight.map { max(0, ($0 - size.height) / 2) } ?? 0)
    if environment.storedLayoutDirection == .rightToLeft {
      // The whole screen is mirrored, presentations with it, and read from the right.
      canvas.accessibility.readsRightToLeft = true
      canvas.mirrored(in: canvas.buffer.bounds) { canvas in
        root?.draw(in: Rect(origin: origin, size: size), on: &canvas)
        for layer in layers { layer.draw(on: &canvas) }
      }
      if cutRows > 0 { Self.drawCutMarker(rows: cutRows, on: &canvas.buffer) }
    } else {
      root?.draw(in: Rect(origin: origin, size: size), on: &canvas)
      if cutRows > 0 { Self.drawCutMarker(rows: cutRows, on: &canvas.buffer) }
      // Over the whole screen, outermost first; only the topmost one's controls can be tapped.
      for layer in layers { layer.draw(on: &canvas) }
    }
    for index in canvas.regions.indices where canvas.regions[index].label.isEmpty {
      let text = canvas.buffer.text(in: canvas.regions[index].rect)
      canvas.regions[index].label = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    withActivityScope { updateLifecycles() }
    // The frame is resolved for its terminal once, finished: the scheme a view asked for, else
    // the root environment's, with colour unless the environment draws monochrome.
    let appearance = TerminalAppearance.standard(
      preferredColorScheme ?? environment.colorScheme, showsColor: !environment.drawsMonochrome)
    appearance.resolve(&canvas.buffer)
    var frame = RenderedFrame(buffer: canvas.buffer, regions: canvas.regions, cutRows: cutRows)
    frame.appearance = appearance
    frame.localizer = environment.localizer
    frame.cursor = canvas.cursor
    frame.dismissAction = canvas.dismissAction
    frame.scrollTargets = canvas.scrollTargets
    if recordsAccessibility { frame.accessibility = canvas.accessibility.tree() }
    return frame
  }

  /// Writes "… N more rows not rendered" on the buffer's last row, dimmed.
  private static func drawCutMarker(rows: Int, on buffer: inout Buffer) {
    let y = buffer.height - 1
    var x = 0
    for symbol in "… \(rows) more rows not rendered" where x < buffer.width {
      x += buffer.put(symbol, width: 1, x: x, y: y, style: Style(attributes: .dim), clip: buffer.bounds)
    }
  }

  // MARK: Lifecycle

  func registerLifecycle(at identity: ViewIdentity, _ record: LifecycleRecord) {
    perform(.lifecycle(identity, record))
  }

  func reportPlaceholder(_ name: String) {
    perform(.placeholder(name))
  }

  /// Runs a side effect of building nodes, such as a navigation title reaching its stack,
  /// and remembers it so that reusing the view's result repeats it.
  func performEffect(_ action: @escaping @MainActor () -> Void) {
    perform(.action(action))
  }

  private func perform(_ effect: Effect) {
    switch effect {
    case .visited: break
    case .lifecycle(let identity, let record): renderedLifecycles.append((identity, record))
    case .placeholder(let name): placeholderNames.append(name)
    case .action(let action): action()
    case .memo(let identity):
      if var memo = memos[identity] {
        // A reused view's memo keeps what its subtree depends on for the next render: its
        // effects were just replayed, and are the ones right before this marker.
        let count = memo.effects.count
        memo.effects = effects.count - count..<effects.count
        renderedMemos[identity] = memo
      }
    }
    effects.append(effect)
  }

  /// Runs disappear actions and cancels tasks of views that left, then runs appear actions
  /// and starts tasks of views that arrived (or whose task id changed), in tree order.
  private func updateLifecycles() {
    // No view with a lifecycle action, before or now (most screens): nothing to update, where
    // a debug build looks the dictionaries' and loops' types up at run time, every render.
    if renderedLifecycles.isEmpty {
      if lifecycles.isEmpty { return }
    }
    var current: [ViewIdentity: LifecycleRecord] = [:]
    for (identity, record) in renderedLifecycles { current[identity] = record }
    var previous: [ViewIdentity: LifecycleRecord] = [:]
    for (identity, record) in lifecycles { previous[identity] = record }
    for (identity, old) in lifecycles where current[identity] == nil {
      cancelTask(at: identity)
      old.onDisappear?()
    }
    lifecycles = renderedLifecycles
    for (identity, record) in renderedLifecycles {
      let appeared = previous[identity] == nil
      if appeared { record.onAppear?() }
      guard let action = record.task else { continue }
      if !appeared, let running = tasks[identity], running.id == record.taskID { continue }
      if !appeared, tasks[identity] == nil, record.taskID == previous[identity]?.taskID { continue }
      cancelTask(at: identity)
      finishedTasks.remove(identity)
      taskGeneration += 1
      let generation = taskGeneration
      let task = AsyncActivity.$graphTask.withValue(UInt64(generation)) {
        Task { @MainActor [weak self] in
          await action()
          // A task replaced by a newer one (its id changed) must not mark the newer one done.
          if let self, self.tasks[identity]?.generation == generation { self.finishedTasks.insert(identity) }
        }
      }
      tasks[identity] = (record.taskID, generation, task)
    }
  }

  private func cancelTask(at identity: ViewIdentity) {
    tasks.removeValue(forKey: identity)?.task.cancel()
    finishedTasks.remove(identity)
  }

  /// Cancels every task and runs every disappear action: the end of a preview run.
  public func tearDown() {
    // Each step only when there is something to do (a state rendered once has no task and
    // no lifecycle action): a debug build looks the types of the sort, the loop and an empty
    // dictionary literal up at run time, for every state torn down.
    if !tasks.isEmpty {
      for identity in tasks.keys.sorted(by: { $0.value < $1.value }) { cancelTask(at: identity) }
    }
    if !lifecycles.isEmpty {
      for (_, record) in lifecycles { record.onDisappear?() }
      lifecycles = []
    }
    storage.removeAll()
    memos.removeAll()
    tree = nil
    presentationQueue.requests = []
    AsyncActivity.cancelSuspended(in: activityScope)
  }

  /// Runs `body` as work of this graph: a `Task { }` it creates (a button action starting a
  /// fetch) is attributed to this graph when it waits on a pending mock.
  public func withActivityScope<T>(_ body: () throws -> T) rethrows -> T {
    try AsyncActivity.$current.withValue(activityScope) { try body() }
  }

  /// Whether async work started by this graph may still change what it shows: one of its
  /// tasks is running and not suspended on a pending mock response.
  public var hasUnsettledWork: Bool {
    if runningTaskCount == 0 { return false }
    let waiting = AsyncActivity.suspendedGraphTasks(in: activityScope)
    for (identity, entry) in tasks where !finishedTasks.contains(identity) {
      if !waiting.contains(UInt64(entry.generation)) { return true }
    }
    return false
  }

  // MARK: Building nodes

  /// Renders a custom view: connects its dynamic properties, evaluates `body` while
  /// recording which observable properties it reads, and builds the body's nodes.
  ///
  /// When the view's value and environment equal last render's and no state it read has
  /// changed, last render's nodes are reused and `body` is not evaluated, as SwiftUI does:
  /// a change re-evaluates the views that read it, not their unrelated neighbours.
  @inlinable
  func makeCompositeNodes<V: View>(_ view: V, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    // Inlinable, so that the module defining `V` evaluates `body` and builds the body's nodes
    // with code specialised for its types; the bookkeeping around it is not generic work.
    let firstEffect = effectCount
    let firstNode = nodes.count
    let value: BodyValue<V>
    switch reuseMemo(of: view, inputs: inputs, into: &nodes) {
    case .reused: return
    // `reuseMemo` checked that the memo holds a value of this view's type.
    case .rebuild(let memoised): value = unsafeDowncast(memoised, to: BodyValue<V>.self)
    case .evaluate: value = BodyValue(view: view, body: trackingObservation(at: inputs.identity) { view.body })
    }
    appendNodes(value.body, inputs: inputs.child(0), into: &nodes)
    memoize(value, inputs: inputs, nodes: nodes, since: firstNode, effectsSince: firstEffect)
  }

  /// What ``makeCompositeNodes(_:inputs:into:)`` does with a custom view's last result.
  @usableFromInline
  enum MemoUse {
    /// Nothing below changed: last render's nodes were appended as they are.
    case reused
    /// Something below changed but the view did not: build again from last body's value
    /// (a `BodyValue` of the view's type), so only the views that read the change evaluate
    /// their bodies.
    case rebuild(AnyBodyValue)
    /// Evaluate `body`.
    case evaluate
  }

  /// The count of effects recorded so far in this render.
  @usableFromInline var effectCount: Int { effects.count }

  /// Reuses the memo of `view` when its value and environment equal last render's and no
  /// state it read has changed, as SwiftUI does: a change re-evaluates the views that read it,
  /// not their unrelated neighbours. Connects the view's dynamic properties unless reused.
  @usableFromInline
  func reuseMemo<V: View>(of view: V, inputs: _ViewInputs, into nodes: inout [NodeRef]) -> MemoUse {
    let identity = inputs.identity
    if let memo = memos[identity], let invalidated, !invalidated.contains(identity.value),
      memo.tree.generation < inputs.tree.generation || memo.tree === inputs.tree,
      memo.environment.isSame(as: inputs.environment), Self.isSame(view, as: memo.body)
    {
      if invalidated.isEmpty || !memo.containsInvalidated(invalidated, in: previousEffects) {
        for index in memo.effects { perform(previousEffects[index]) }
        nodes.append(contentsOf: memo.nodes)
        inputs.tree.borrow(memo.tree)
        perform(.memo(identity))
        return .reused
      }
      installDynamicProperties(of: view, inputs: inputs)
      return .rebuild(memo.body)
    }
    installDynamicProperties(of: view, inputs: inputs)
    return .evaluate
  }

  /// Records what building `view` made, for the next render to reuse.
  @usableFromInline
  func memoize(
    _ body: AnyBodyValue, inputs: _ViewInputs, nodes: [NodeRef], since firstNode: Int,
    effectsSince firstEffect: Int
  ) {
    let identity = inputs.identity
    renderedMemos[identity] = BodyMemo(
      body: body, environment: inputs.environment, nodes: NodeRefs(nodes, from: firstNode, in: inputs.tree),
      tree: inputs.tree,
      effects: firstEffect..<effects.count)
    effects.append(.memo(identity))
  }

  /// Whether `view` is the value `previous` memoised: one of another type never is; the
  /// same bits answer at once (the same view value rendered again, such as the root);
  /// otherwise ``ValueEquality`` decides.
  private static func isSame<V: View>(_ view: V, as previous: AnyBodyValue) -> Bool {
    guard let previous = previous as? BodyValue<V> else { return false }
    if bitwiseIdentical(view, previous.view) { return true }
    return ValueEquality.equal(view, previous.view)
  }

  /// Evaluates `body`, marking the view for another render when an `@Observable` property
  /// it read changes (and only then: properties it did not read do not re-render it).
  @usableFromInline
  func trackingObservation<T>(at identity: ViewIdentity, _ body: () -> T) -> T {
    bodyEvaluationCount += 1
    perform(.visited(identity))
    let invalidation = self.invalidation
    return withObservationTracking(body, onChange: { invalidation.markNeedsRender(identity) })
  }

  /// Connects every `DynamicProperty` stored in `value` to the graph. Types without any are
  /// remembered so the reflection cost is paid once per type, not per render.
  func installDynamicProperties<V>(of value: V, inputs: _ViewInputs) {
    let type = ObjectIdentifier(V.self)
    if Self.dynamicPropertyTypes[type] == false { return }
    var found = false
    for (slot, child) in Mirror(reflecting: value).children.enumerated() {
      if let property = child.value as? any DynamicProperty {
        property._install(inputs, slot: slot)
        found = true
      }
    }
    Self.dynamicPropertyTypes[type] = found
    if found { perform(.visited(inputs.identity)) }
  }

  /// Keeps the storage of a primitive view that holds state (such as a navigation stack).
  func markVisited(_ identity: ViewIdentity) {
    perform(.visited(identity))
  }

  /// The persistent object for (`identity`, `slot`), created by `make` on first use.
  func storage<T: AnyObject>(at identity: ViewIdentity, slot: Int, make: () -> T) -> T {
    let key = SlotKey(identity: identity, slot: slot)
    if let existing = storage[key] as? T { return existing }
    let created = make()
    storage[key] = created
    return created
  }

  /// Drops the state of views that were not rendered this time, as SwiftUI discards the
  /// state of views that leave the hierarchy.
  ///
  /// The views visited are gathered from the render's effects only here, when some view
  /// holds state: a set kept up to date during the render cost a hash insertion for every
  /// composite view of every screen, stateless ones included.
  private func collectGarbage() {
    if storage.isEmpty { return }
    var visited = Set<ViewIdentity>()
    for case .visited(let identity) in effects { visited.insert(identity) }
    storage = storage.filter { visited.contains($0.key.identity) }
  }
}

/// The result of one render: the buffer and the controls found on it.
public struct RenderedFrame {
  /// The rendered cells.
  public var buffer: Buffer
  /// The controls drawn, in drawing order, for a preview script to act on.
  public var regions: [InteractiveRegion]
  /// Rows of content that did not fit under ``ViewGraph/maximumNaturalHeight`` (the last
  /// row then shows a "… N more rows not rendered" marker instead); 0 when all fit.
  public var cutRows: Int = 0
  /// Where the terminal cursor goes (a focused field's caret), or `nil` to hide it.
  public internal(set) var cursor: Point? = nil
  /// The terminal the frame's colours were resolved for (see ``TerminalAppearance``).
  public internal(set) var appearance = TerminalAppearance.light
  /// How the root's locale draws localized text, so a step names a control by its label in
  /// the development language whatever the locale.
  var localizer: Localizer? = nil
  /// What Esc (or a `.dismiss` step) does: close the open pop-up, dismiss the topmost
  /// presentation, or go back; `nil` when there is nothing to dismiss.
  var dismissAction: (() -> Void)? = nil
  /// The scrolling containers on screen that have more to show.
  var scrollTargets: [ScrollTarget] = []
  /// What a screen reader gets from this frame, in reading order; empty unless the graph
  /// ``ViewGraph/recordsAccessibility``.
  public var accessibility = AccessibilityTree()

  /// The controls Tab moves through, in the order it moves: top to bottom, then left to
  /// right, by where each was drawn; only the items of the innermost open pop-up while one is
  /// open.
  public var focusOrder: [InteractiveRegion] {
    let level = regions.lazy.filter(\.isFocusable).map(\.popUpLevel).max() ?? 0
    let focusable = regions.enumerated().filter { $0.element.isFocusable && $0.element.popUpLevel == level }
    return focusable.sorted {
      ($0.element.rect.minY, $0.element.rect.minX, $0.offset) < ($1.element.rect.minY, $1.element.rect.minX, $1.offset)
    }.map(\.element)
  }
}

/// A custom view's value and the body it gave, as a graph's memo keeps them: one object
/// per composite view, where a boxed `Any` for the value and a closure over the body were
/// two allocations for every composite view of every render.
@usableFromInline
class AnyBodyValue {
  @usableFromInline init() {}
}

/// ``AnyBodyValue`` for a view of type `V`.
@usableFromInline
final class BodyValue<V: View>: AnyBodyValue {
  @usableFromInline let view: V
  @usableFromInline let body: V.Body

  @usableFromInline init(view: V, body: V.Body) {
    self.view = view
    self.body = body
  }
}
