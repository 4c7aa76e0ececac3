/// Applies one ``AccessibilityEdit`` to the elements its content draws. On a `Group` or
/// `ForEach` it applies to each child, as every layout modifier does.
struct AccessibilityModifier: LayoutModifier {
  let edit: AccessibilityEdit

  func makeNode(child: NodeRef, inputs: _ViewInputs) -> NodeRef {
    NodeRef(in: inputs.tree, AccessibilityNode(child: child, edit: edit))
  }
}

/// Draws its child, then changes the accessibility elements the child drew; layout is the
/// child's.
struct AccessibilityNode: LayoutNode {
  let child: NodeRef
  let edit: AccessibilityEdit

  init(child: NodeRef, edit: AccessibilityEdit) {
    self.child = child
    self.edit = edit
  }

  var layoutPriority: Double { child.layoutPriority }
  var spacerMinLength: Int? { child.spacerMinLength }

  func sizeThatFits(_ proposal: ProposedSize) -> Size { child.sizeThatFits(proposal) }

  func ignoresProposedHeight(width: Int?, widthOnly: Bool) -> Bool {
    child.ignoresProposedHeight(width: width, widthOnly: widthOnly)
  }

  func draw(in rect: Rect, on canvas: inout Canvas) {
    guard canvas.recordsAccessibility else { return child.draw(in: rect, on: &canvas) }
    let start = canvas.accessibility.count
    child.draw(in: rect, on: &canvas)
    canvas.accessibility.apply(edit, from: start, frame: rect)
  }
}

extension Text {
  /// The characters of every run, unstyled: what a screen reader reads for this text.
  var plainString: String {
    if rest.isEmpty { return first.string }
    return rest.reduce(first.string) { $0 + $1.string }
  }
}

extension View {
  func accessibility(_ edit: AccessibilityEdit) -> some View { modifier(AccessibilityModifier(edit: edit)) }

  /// Names this element for a screen reader, in place of the text it shows (SwiftUI's
  /// `.accessibilityLabel(_:)`). Content of several elements becomes one element so named.
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { accessibility(.label(String(label))) }
  /// Names this element with the characters of `label` (SwiftUI's `.accessibilityLabel(_:)`).
  public func accessibilityLabel(_ label: Text) -> some View { accessibility(.label(label.plainString)) }
  /// Says what using this element does (SwiftUI's `.accessibilityHint(_:)`).
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { accessibility(.hint(String(hint))) }
  /// Says what using this element does, from the characters of `hint`.
  public func accessibilityHint(_ hint: Text) -> some View { accessibility(.hint(hint.plainString)) }
  /// Says what this element holds (SwiftUI's `.accessibilityValue(_:)`).
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { accessibility(.value(String(value))) }
  /// Says what this element holds, from the characters of `value`.
  public func accessibilityValue(_ value: Text) -> some View { accessibility(.value(value.plainString)) }
  /// Gives this element an identifier for tests; never spoken (SwiftUI's
  /// `.accessibilityIdentifier(_:)`).
  public func accessibilityIdentifier(_ identifier: String) -> some View { accessibility(.identifier(identifier)) }
  /// Hides this view's elements from a screen reader when `hidden` (SwiftUI's
  /// `.accessibilityHidden(_:)`); the audit reports a hidden control.
  public func accessibilityHidden(_ hidden: Bool) -> some View { accessibility(.hidden(hidden)) }
  /// Makes this view one element whose children are ignored (hidden), combined into it, or
  /// contained in it and read together (SwiftUI's `.accessibilityElement(children:)`).
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    accessibility(.children(children))
  }
  /// Adds traits to this element (SwiftUI's `.accessibilityAddTraits(_:)`); `.isButton` makes
  /// it a button, `.isHeader` a header.
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { accessibility(.addTraits(traits)) }
  /// Removes traits from this element (SwiftUI's `.accessibilityRemoveTraits(_:)`).
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
    accessibility(.removeTraits(traits))
  }
  /// Reads this element before its siblings of lower priority (SwiftUI's
  /// `.accessibilitySortPriority(_:)`; the default is 0).
  public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
    accessibility(.sortPriority(sortPriority))
  }
  /// Adds a named custom action to this element (SwiftUI's `.accessibilityAction(named:_:)`);
  /// snapshots list it. A preview never runs it.
  public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
    accessibility(.action(String(name)))
  }
  /// Other names voice control accepts for this element (SwiftUI's
  /// `.accessibilityInputLabels(_:)`).
  public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View {
    accessibility(.inputLabels(inputLabels.map { String($0) }))
  }
  /// Other names voice control accepts, from the characters of each `Text`.
  public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View {
    accessibility(.inputLabels(inputLabels.map(\.plainString)))
  }
  /// Makes this element a header of `level` (SwiftUI's `.accessibilityHeading(_:)`).
  public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
    accessibility(.headingLevel(level.rawValue))
  }
  /// Switches the audit rule `rule` off for this view's elements, saying why; the audit lists
  /// the waived finding with the reason instead of failing. Rules: `unnamed-control`,
  /// `unlabelled-image`, `contrast`, `focus-order`, `hidden-control`.
  public func accessibilityAuditWaiver(_ rule: String, reason: String) -> some View {
    accessibility(.waiver(AccessibilityAuditWaiver(rule: rule, reason: reason)))
  }
}
