internal import TextUITerminal

/// Runs one view live: renders it, keeps the focus, and turns what a person does (keys,
/// clicks, the wheel, a paste) into the actions preview steps perform, recording them as
/// steps. It knows nothing of terminals: the session feeds it decoded input and writes the
/// frames it renders, so tests drive it with bytes and read its buffers.
@MainActor
final class LiveController {
  let graph: ViewGraph
  /// The last frame rendered, whose controls the next input acts on.
  private(set) var frame = RenderedFrame(buffer: Buffer(width: 0, height: 0), regions: [])
  /// The focused control, by identity.
  private(set) var focus: ViewIdentity?
  /// Where typing goes in the focused field: a UTF-8 offset into its text, at a character
  /// boundary (see `CaretText`).
  private(set) var caret = 0
  /// What a person did, as preview steps.
  private(set) var recorder = StepRecorder()
  /// Controls focused before, most recent last: when a sheet closes or a screen is popped,
  /// focus returns to where it was.
  private var history: [ViewIdentity] = []
  /// Where the focused control was, to focus the nearest one if it goes away.
  private var focusRect: Rect?
  /// The `@FocusState` the focused control was bound to, as last written.
  private var wroteFocusBinding = false

  /// Where the view sits when it does not fill the screen: centred, as SwiftUI places a
  /// window's content.
  let placement: RootPlacement

  init(graph: ViewGraph, placement: RootPlacement = .centered) {
    self.graph = graph
    self.placement = placement
    graph.isLive = true
  }

  // MARK: Rendering

  /// The size of the last render, which input renders at again when it changed something.
  private var size: (width: Int, height: Int?) = (0, 0)

  /// Renders at `width` × `height` (the content's own height when `nil`) with the focus
  /// drawn, settling the focus first: a control that left takes focus away with it, and a
  /// `@FocusState` set by code moves it.
  func render(width: Int, height: Int?) -> RenderedFrame {
    size = (width, height)
    graph.focus = focusedControl
    var rendered = graph.render(width: width, height: height, placement: placement)
    if reconcileFocus(with: rendered) {
      // The focus moved: draw it where it is now (the graph reuses what did not change).
      graph.focus = focusedControl
      rendered = graph.render(width: width, height: height, placement: placement)
    }
    frame = rendered
    return rendered
  }

  private var focusedControl: FocusedControl? {
    focus.map { FocusedControl(identity: $0, caret: caret) }
  }

  /// The controls Tab moves through, in reading order: top to bottom, then left to right;
  /// only the items of the innermost open pop-up while one is open.
  private func focusable(in frame: RenderedFrame) -> [InteractiveRegion] {
    frame.focusOrder
  }

  private var focusedRegion: InteractiveRegion? {
    guard let focus else { return nil }
    return frame.regions.last { $0.identity == focus }
  }

  /// Keeps the focus on a control of `frame`; returns whether it moved.
  private func reconcileFocus(with frame: RenderedFrame) -> Bool {
    let candidates = focusable(in: frame)
    // Code set a `@FocusState` to a control that is not the focused one: focus follows.
    if let bound = candidates.first(where: { $0.focusBinding?.isFocused() == true }), bound.identity != focus {
      moveFocus(to: bound, in: frame, writingBinding: false)
      return true
    }
    if let focus, let current = candidates.first(where: { $0.identity == focus }) {
      focusRect = current.rect
      if let editing = current.editing { caret = CaretText.boundary(in: editing.text(), atOrBefore: caret) }
      return false
    }
    guard !candidates.isEmpty else {
      let moved = focus != nil
      if let focus { remember(focus) }
      focus = nil
      return moved
    }
    let replacement =
      history.reversed().lazy.compactMap { identity in candidates.first { $0.identity == identity } }.first
      ?? focusRect.map { old in
        candidates.min { Self.distance($0.rect, old) < Self.distance($1.rect, old) }!
      }
      ?? candidates[0]
    moveFocus(to: replacement, in: frame, writingBinding: true)
    return true
  }

  /// How far `rect` is from `old` for taking over its focus: rows first, then columns.
  private static func distance(_ rect: Rect, _ old: Rect) -> (Int, Int) {
    (abs(rect.minY - old.minY), abs(rect.minX - old.minX))
  }

  private func remember(_ identity: ViewIdentity) {
    history.removeAll { $0 == identity }
    history.append(identity)
    if history.count > 32 { history.removeFirst() }
  }

  /// Focuses `region`, telling the `@FocusState`s of the old and new control.
  private func moveFocus(to region: InteractiveRegion, in frame: RenderedFrame, writingBinding: Bool) {
    if region.identity == focus { return }
    recorder.flushTyping()
    if let focus {
      remember(focus)
      if let old = frame.regions.last(where: { $0.identity == focus })
        ?? self.frame.regions.last(where: { $0.identity == focus })
      {
        old.focusBinding?.setFocused(false)
      }
    }
    focus = region.identity
    focusRect = region.rect
    caret = region.editing?.text().utf8.count ?? 0
    if writingBinding || region.focusBinding?.isFocused() == false { region.focusBinding?.setFocused(true) }
  }

  // MARK: Input

  /// Acts on input events that arrived together (one read); returns whether they may have
  /// changed what is on screen. Characters typed in a row into a focused field go in as one
  /// edit, so a burst of typing costs one change of the field and one render, not one per key.
  @discardableResult
  func handle(_ events: some Collection<InputEvent>) -> Bool {
    var changed = false
    var typed = ""
    for event in events {
      if let character = Self.typedCharacter(event), typed.isEmpty ? acceptsTyping : true {
        typed.append(character)
        continue
      }
      if !typed.isEmpty {
        changed = type(typed) || changed
        typed = ""
      }
      changed = handle(event) || changed
    }
    if !typed.isEmpty { changed = type(typed) || changed }
    return changed
  }

  /// The character a key types into a field, if it is one (a character, shifted or not).
  private static func typedCharacter(_ event: InputEvent) -> Character? {
    guard case .key(let press) = event, case .character(let character) = press.key,
      press.modifiers == [] || press.modifiers == .shift
    else { return nil }
    return character
  }

  /// Whether the focused control, on the screen as it is now, is a field that typing edits.
  private var acceptsTyping: Bool {
    if graph.invalidation.needsRender { _ = render(width: size.width, height: size.height) }
    return focusedRegion?.editing != nil
  }

  /// Types `text` into the focused field at its caret, as one edit.
  private func type(_ text: String) -> Bool {
    guard let region = focusedRegion, region.editing != nil else { return false }
    return edit(region) { $0.insert(text) }
  }

  /// Acts on one input event; returns whether it may have changed what is on screen.
  @discardableResult
  func handle(_ event: InputEvent) -> Bool {
    // Keys that arrive together (typed fast, a key held down) each act on the screen the
    // one before left: a stepper's label has its new value, a list has scrolled.
    if graph.invalidation.needsRender { _ = render(width: size.width, height: size.height) }
    switch event {
    case .key(let press): return handle(press)
    case .paste(let text):
      guard let region = focusedRegion, let editing = region.editing else { return false }
      // A one-line field keeps one line: pasted line breaks become spaces.
      let pasted = editing.isMultiline ? text : String(text.map { $0.isNewline ? " " : $0 })
      return edit(region) { $0.insert(pasted) }
    case .mouse(let mouse): return handle(mouse)
    case .focus: return false
    }
  }

  private func handle(_ press: KeyPress) -> Bool {
    if let region = focusedRegion, region.editing != nil, let handled = handleEditing(press, in: region) {
      return handled
    }
    switch (press.key, press.modifiers) {
    case (.tab, []): return moveFocus(by: 1)
    case (.tab, .shift): return moveFocus(by: -1)
    case (.enter, _), (.character(" "), []):
      guard let region = focusedRegion else { return false }
      return activate(region)
    case (.escape, _):
      return perform(.dismiss, on: nil)
    case (.left, _), (.right, _):
      // The arrow moves on screen: toward the end of a left-to-right control or row, toward
      // the start of a right-to-left one (a slider filled from the right).
      let forward = (press.key == .right) != (focusedRegion?.isRightToLeft ?? false)
      if let region = focusedRegion, region.kind == .adjustable {
        return perform(forward ? .increment(region.label) : .decrement(region.label), on: region)
      }
      return moveFocus(by: forward ? 1 : -1)
    case (.down, _): return moveVertically(down: true)
    case (.up, _): return moveVertically(down: false)
    case (.pageDown, _), (.pageUp, _):
      guard let target = scrollTarget(around: focusedRegion?.rect) else { return false }
      let page = max(1, target.rect.height - 1)
      return scroll(target, by: press.key == .pageDown ? page : -page)
    case (.home, _), (.end, _):
      guard let target = scrollTarget(around: focusedRegion?.rect) else { return false }
      return scroll(target, by: press.key == .end ? Int(Int32.max) : -target.offset)
    default:
      return false
    }
  }

  /// Keys in a focused text field or editor; `nil` for keys it leaves to focus and buttons.
  private func handleEditing(_ press: KeyPress, in region: InteractiveRegion) -> Bool? {
    guard let editing = region.editing else { return nil }
    switch (press.key, press.modifiers) {
    case (.character(let character), []), (.character(let character), .shift):
      return edit(region) { $0.insert(String(character)) }
    case (.backspace, _): return edit(region) { $0.deleteBackward() }
    case (.delete, _): return edit(region) { $0.deleteForward() }
    case (.character("w"), .control): return edit(region) { $0.deleteWordBackward() }
    case (.character("u"), .control): return edit(region) { $0.deleteToLineStart() }
    case (.character("k"), .control): return edit(region) { $0.deleteToLineEnd() }
    case (.left, _): return moveCaret(in: region) { $0.moveLeft() }
    case (.right, _): return moveCaret(in: region) { $0.moveRight() }
    case (.home, _), (.character("a"), .control): return moveCaret(in: region) { $0.moveToLineStart() }
    case (.end, _), (.character("e"), .control): return moveCaret(in: region) { $0.moveToLineEnd() }
    case (.enter, _):
      if editing.isMultiline { return edit(region) { $0.insert("\n") } }
      return perform(.submit(region.label), on: region)
    case (.up, _), (.down, _):
      guard editing.isMultiline else { return nil }
      let layout = EditorLayout(text: editing.text(), width: max(1, region.rect.width - 3))
      let place = layout.place(of: caret)
      let line = place.line + (press.key == .down ? 1 : -1)
      guard line >= 0 && line < layout.lines.count else { return nil }
      caret = layout.offset(line: line, column: place.column)
      return true
    default:
      return nil
    }
  }

  /// Edits the focused field's text at the caret and records the text it now holds.
  private func edit(_ region: InteractiveRegion, _ change: (inout CaretText) -> Void) -> Bool {
    guard let editing = region.editing, case .type(let replace) = region.action else { return false }
    var text = CaretText(editing.text(), caret: caret)
    change(&text)
    caret = text.caret
    guard text.changed else { return true }
    replace(text.text)
    recorder.typed(
      text.text, into: region.label, field: region.identity.value,
      note: ambiguity(of: .type(text.text, into: region.label), actingOn: region))
    return true
  }

  private func moveCaret(in region: InteractiveRegion, _ move: (inout CaretText) -> Void) -> Bool {
    guard let editing = region.editing else { return false }
    var text = CaretText(editing.text(), caret: caret)
    move(&text)
    caret = text.caret
    return true
  }

  /// What Enter or Space does to a control that is not a field: the step of its kind.
  private func activate(_ region: InteractiveRegion) -> Bool {
    let step: PreviewStep
    switch region.kind {
    case .button: step = .tap(region.label)
    case .toggle: step = .toggle(region.label)
    case .link: step = .open(region.label)
    case .row: step = .select(region.label)
    case .adjustable, .textField: return false
    }
    return perform(step, on: region)
  }

  /// Plays `step` on `region` (or, for `.dismiss`, on the frame) and records it.
  private func perform(_ step: PreviewStep, on region: InteractiveRegion?) -> Bool {
    let done: Bool
    if let region {
      done = graph.withActivityScope { RenderedFrame.perform(step, on: region) }
    } else {
      done = graph.withActivityScope { frame.perform(step) }
    }
    guard done else { return false }
    guard let region else {
      recorder.record(step)
      return true
    }
    let step = readable(step, actingOn: region)
    recorder.record(step, note: ambiguity(of: step, actingOn: region))
    return true
  }

  /// `step` named by the shortest part of its control's label that still finds that control:
  /// a row's title rather than all the text the row shows (`"Dune"`, not `"Dune › Frank
  /// Herbert · 1965"`), as a person would write the step.
  private func readable(_ step: PreviewStep, actingOn region: InteractiveRegion) -> PreviewStep {
    let label = region.label
    guard let end = label.range(of: " › ") ?? label.range(of: " · ") else { return step }
    let title = String(label[..<end.lowerBound])
    let shorter: PreviewStep
    switch step {
    case .tap: shorter = .tap(title)
    case .toggle: shorter = .toggle(title)
    case .select: shorter = .select(title)
    case .open: shorter = .open(title)
    case .increment: shorter = .increment(title)
    case .decrement: shorter = .decrement(title)
    case .type, .submit, .dismiss: return step
    }
    return frame.region(for: shorter)?.identity == region.identity ? shorter : step
  }

  /// A note for a step whose label would lead a replay to another control than `region`.
  private func ambiguity(of step: PreviewStep, actingOn region: InteractiveRegion) -> String? {
    let found = frame.region(for: step)
    if found?.identity == region.identity { return nil }
    let same = frame.regions.filter { $0.label == region.label && step.targetKinds.contains($0.kind) }.count
    if region.label.isEmpty { return "this control has no label; a replay cannot find it" }
    return same > 1
      ? "\(same) controls are labelled \"\(region.label)\"; a replay acts on the first"
      : "a replay may act on another control"
  }

  // MARK: Focus movement

  private func moveFocus(by delta: Int) -> Bool {
    let candidates = focusable(in: frame)
    guard !candidates.isEmpty else { return false }
    let index = candidates.firstIndex { $0.identity == focus }
    let next =
      index.map { (($0 + delta) % candidates.count + candidates.count) % candidates.count }
      ?? (delta > 0 ? 0 : candidates.count - 1)
    moveFocus(to: candidates[next], in: frame, writingBinding: true)
    return true
  }

  /// Down or Up: the next control in reading order, unless a list or scroll view in the way
  /// has more to show, which scrolls first.
  private func moveVertically(down: Bool) -> Bool {
    let candidates = focusable(in: frame)
    let index = candidates.firstIndex { $0.identity == focus }
    let nextIndex = index.map { down ? $0 + 1 : $0 - 1 } ?? (down ? 0 : candidates.count - 1)
    let next = candidates.indices.contains(nextIndex) ? candidates[nextIndex] : nil
    let current = focusedRegion?.rect
    let delta = down ? 1 : -1
    let container: ScrollTarget?
    if let current, let inside = innermostScrollTarget(containing: current) {
      container = inside
    } else {
      // The first container on the way from the focus (or the screen's edge) to the next control.
      let ahead = frame.scrollTargets.filter { target in
        guard let current else { return true }
        return down ? target.rect.minY >= current.maxY : target.rect.maxY <= current.minY
      }
      container = down ? ahead.min { $0.rect.minY < $1.rect.minY } : ahead.max { $0.rect.maxY < $1.rect.maxY }
    }
    if let container, container.canScroll(by: delta) {
      let nextIsInside = next.map { container.rect.contains($0.rect.origin) } ?? false
      let nextIsBefore =
        next.map { down ? $0.rect.maxY <= container.rect.minY : $0.rect.minY >= container.rect.maxY } ?? false
      if !nextIsInside && !nextIsBefore { return scroll(container, by: delta) }
    }
    guard let next else { return false }
    moveFocus(to: next, in: frame, writingBinding: true)
    return true
  }

  // MARK: Scrolling and the mouse

  private func innermostScrollTarget(containing rect: Rect) -> ScrollTarget? {
    frame.scrollTargets.filter { $0.rect.contains(rect.origin) }.min { $0.rect.area < $1.rect.area }
  }

  /// The container around `rect` (the focus), or else the first on screen.
  private func scrollTarget(around rect: Rect?) -> ScrollTarget? {
    rect.flatMap { innermostScrollTarget(containing: $0) } ?? frame.scrollTargets.first
  }

  private func scroll(_ target: ScrollTarget, by delta: Int) -> Bool {
    guard target.canScroll(by: delta) else { return false }
    target.scroll(by: delta)
    return true
  }

  private func handle(_ mouse: MouseEvent) -> Bool {
    let point = Point(x: mouse.x, y: mouse.y)
    switch mouse.kind {
    case .wheelUp, .wheelDown:
      let target =
        frame.scrollTargets.filter { $0.rect.contains(point) }.min { $0.rect.area < $1.rect.area }
        ?? frame.scrollTargets.first
      guard let target else { return false }
      return scroll(target, by: mouse.kind == .wheelDown ? 1 : -1)
    case .press(.left):
      let level = frame.regions.map(\.popUpLevel).max() ?? 0
      let hits = frame.regions.enumerated().filter { $0.element.rect.contains(point) && $0.element.popUpLevel == level }
      // The innermost control under the pointer: a stepper's `+` rather than the stepper.
      guard
        let hit = hits.min(by: { ($0.element.rect.area, -$0.offset) < ($1.element.rect.area, -$1.offset) })?.element
      else {
        // A click outside an open pop-up closes it, as a menu closes.
        if level > 0 { return perform(.dismiss, on: nil) }
        return false
      }
      if hit.isFocusable { moveFocus(to: hit, in: frame, writingBinding: true) }
      if let editing = hit.editing {
        if !editing.isMultiline {
          caret = Self.offset(in: editing.text(), atColumn: mouse.x - hit.rect.minX - 1)
        }
        return true
      }
      return activate(hit) || hit.isFocusable
    default:
      return false
    }
  }

  /// The caret offset (UTF-8) in `text` nearest to `column` cells from its start.
  private static func offset(in text: String, atColumn column: Int) -> Int {
    var used = 0
    var offset = 0
    for character in text {
      let width = GraphemeWidth.width(of: character)
      if used + width > column { return offset }
      used += width
      offset += character.utf8.count
    }
    return offset
  }

  // MARK: Acting on a control

  /// Plays `step` on the control `identity` names, or, without one, on the control its label
  /// finds, as a click would: focus moves to the control when it takes focus, then the step
  /// acts on it and is recorded as a person's action is. `.dismiss` acts on the frame.
  /// Returns `false` when no control is found or the step does nothing to it.
  func play(_ step: PreviewStep, on identity: ViewIdentity?) -> Bool {
    if graph.invalidation.needsRender { _ = render(width: size.width, height: size.height) }
    if step == .dismiss { return perform(.dismiss, on: nil) }
    let found = identity.map { identity in frame.regions.last { $0.identity == identity } } ?? frame.region(for: step)
    guard let region = found else { return false }
    // A control named by identity is recorded by its label, as a replay finds it.
    let step = identity == nil ? step : step.retargeted(to: region.label)
    if region.isFocusable && focusable(in: frame).contains(where: { $0.identity == region.identity }) {
      moveFocus(to: region, in: frame, writingBinding: true)
    }
    guard perform(step, on: region) else { return false }
    // Typing replaced the field's text: the caret goes after it, as after typing it.
    if case .type(let text, _) = step, region.identity == focus { caret = text.count }
    return true
  }

  // MARK: Replay

  /// Plays recorded `steps` again, as a reloaded canvas does to come back to where the
  /// person was; each is recorded again, and the focus is left on the control the last step
  /// acted on, where the person's was (typing goes on in the field they typed into). Returns
  /// the first step that found no control.
  func replay(_ steps: [PreviewStep], width: Int, height: Int, timeout: Duration) async -> PreviewStep? {
    var last: ViewIdentity?
    for step in steps {
      let settled = await graph.renderSettled(width: width, height: height, timeout: timeout, expectWork: true)
      frame = settled.frame
      let region = frame.region(for: step)
      guard graph.withActivityScope({ frame.perform(step) }) else { return step }
      recorder.record(step)
      if let region, region.isFocusable { last = region.identity }
    }
    let settled = await graph.renderSettled(width: width, height: height, timeout: timeout, expectWork: true)
    frame = settled.frame
    if let last, let region = frame.focusOrder.first(where: { $0.identity == last }) {
      moveFocus(to: region, in: frame, writingBinding: true)
    }
    return nil
  }
}

extension Rect {
  /// The number of cells covered.
  var area: Int { width * height }
}
