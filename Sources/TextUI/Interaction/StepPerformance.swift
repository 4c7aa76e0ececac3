/// Acting on a rendered frame: the one place where a preview step and a live key press turn
/// into a control's action, so what works live works in a snapshot.
extension RenderedFrame {
  /// The control `step` names: an exact label match of a kind the step acts on first, then
  /// the only control whose label contains it (ignoring case). `nil` for `.dismiss`, or when
  /// no control (or more than one, loosely) matches.
  public func region(for step: PreviewStep) -> InteractiveRegion? {
    guard let label = step.targetLabel else { return nil }
    return region(labelled: label, kinds: step.targetKinds)
  }

  /// The control labelled `label`, of one of `kinds`, as ``region(for:)`` finds it; exactly,
  /// it may also be the name a screen reader reads (a title translated in the frame's locale,
  /// an accessibility label), which is what an agent reading the accessibility tree names.
  private func region(labelled label: String, kinds: [InteractiveRegion.Kind]) -> InteractiveRegion? {
    let candidates = regions.filter { kinds.contains($0.kind) }
    if let exact = candidates.first(where: { $0.label == label }) { return exact }
    if let named = candidates.first(where: { $0.accessibilityName == label }) { return named }
    let loose = candidates.filter { $0.label.localizedCaseInsensitiveContains(label) }
    return loose.count == 1 ? loose[0] : nil
  }

  /// Plays `step` on this frame: finds its control and acts on it. Returns `false` when the
  /// step names no control on screen (or `.dismiss` finds nothing to dismiss).
  @MainActor
  public func perform(_ step: PreviewStep) -> Bool {
    if step == .dismiss {
      guard let dismissAction else { return false }
      dismissAction()
      return true
    }
    guard let region = region(for: step) ?? translatedRegion(for: step) else { return false }
    return Self.perform(step, on: region)
  }

  /// The control `step` names by its label in the frame's locale: a step is written in the
  /// development language (`.tap("Delete")`), and a preview variant in another locale draws
  /// that label translated (`削除`, `[Ðéļéţé ···]`), so the step's label is looked up as the
  /// frame's texts were.
  @MainActor
  private func translatedRegion(for step: PreviewStep) -> InteractiveRegion? {
    guard let label = step.targetLabel, let localizer else { return nil }
    let shown = localizer.localized(Text(LocalizedStringKey(label))).content
    guard shown != label else { return nil }
    return region(labelled: shown, kinds: step.targetKinds)
  }

  /// Acts on `region` as `step` says, whatever its label: how the live runtime acts on the
  /// focused control.
  @MainActor
  static func perform(_ step: PreviewStep, on region: InteractiveRegion) -> Bool {
    switch (step, region.action) {
    case (.type(let text, _), .type(let replace)):
      replace(text)
    case (.type, _):
      return false
    case (.submit, _):
      guard let editing = region.editing else { return false }
      editing.submit?()
    case (.increment, _):
      guard let adjust = region.adjust else { return false }
      adjust(1)
    case (.decrement, _):
      guard let adjust = region.adjust else { return false }
      adjust(-1)
    case (_, .tap(let action)):
      action()
    case (_, .type):
      return false
    }
    return true
  }
}
