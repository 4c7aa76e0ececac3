/// One change an accessibility modifier or a control makes to the elements its content drew.
///
/// A change to one element's name, value, hint, traits or actions applies to the one element
/// the content made; content that made several is first merged into one, as
/// `.accessibilityElement(children: .combine)` would, so that a label never names several
/// elements at once.
enum AccessibilityEdit {
  case label(String)
  case value(String)
  case hint(String)
  case identifier(String)
  case addTraits(AccessibilityTraits)
  case removeTraits(AccessibilityTraits)
  case hidden(Bool)
  case children(AccessibilityChildBehavior)
  case sortPriority(Double)
  case action(String)
  case inputLabels([String])
  case headingLevel(Int)
  case waiver(AccessibilityAuditWaiver)
  /// An `Image`: its symbol's name, its label, whether it is decorative.
  case image(symbol: String?, label: String?, decorative: Bool)
  /// A label's icon: a picture (showing `symbol`), not text.
  case icon(symbol: String?)
  /// A `Label`: one element, named by its title when the title is a string.
  case labelled(String?)
  /// Text that is what a control holds, not its name (a menu picker's current choice, a tab's
  /// badge): its words become the element's value, so the control that takes it in is named
  /// by its label and carries this as its value.
  case asValue
  /// A control: its role, its title (empty to take the text it shows, when `nameFromContent`),
  /// its value, and whether focus stops on it.
  case control(
    role: AccessibilityElement.Role, name: String, nameFromContent: Bool, value: String?, isFocusable: Bool,
    isEnabled: Bool = true)

  typealias Entry = AccessibilityRecorder.Entry

  /// Applies the change to `entries`, the top-level elements a node drawn in `frame` made.
  func apply(to entries: inout [Entry], frame: Rect) {
    switch self {
    case .hidden(let hidden):
      guard hidden else { return }
      Self.forEach(&entries) { $0.isHidden = true }
      // Hidden text is gone for good; a hidden control stays, for the audit to find.
      entries = Self.hiddenControls(entries)
    case .waiver(let waiver):
      Self.forEach(&entries) { $0.waivers.append(waiver) }
    case .sortPriority(let priority):
      for index in entries.indices { entries[index].element.sortPriority = priority }
    case .children(let behavior):
      entries = Self.grouped(entries, behavior: behavior, frame: frame)
    case .icon:
      Self.forEach(&entries) { element in _ = change(&element, frame: frame) }
    case .control:
      Self.single(&entries, frame: frame, creating: true) { element in _ = change(&element, frame: frame) }
    default:
      Self.single(&entries, frame: frame) { element in _ = change(&element, frame: frame) }
    }
  }

  /// Applies the change to the one element a node made, in place; `false` for a change that
  /// is not to one element (`.accessibilityElement(children:)`), which ``apply(to:frame:)``
  /// makes.
  func change(_ element: inout AccessibilityElement, frame: Rect) -> Bool {
    switch self {
    case .children: return false
    case .hidden(let hidden): if hidden { element.isHidden = true }
    case .waiver(let waiver): element.waivers.append(waiver)
    case .sortPriority(let priority): element.sortPriority = priority
    case .image(let symbol, let label, let decorative):
      element.role = .image
      element.name = label ?? ""
      element.symbol = symbol
      element.isDecorative = decorative
      if decorative { element.isHidden = true }
    case .icon(let symbol):
      guard element.role == .staticText else { return true }
      element.role = .image
      element.symbol = symbol ?? element.name
      element.name = ""
    case .labelled(let title):
      if let title { element.name = title }
    case .asValue:
      if element.value == nil && !element.name.isEmpty { element.value = element.name }
      element.name = ""
    case .control(let role, let name, let nameFromContent, let value, let isFocusable, let isEnabled):
      element.role = role
      if !name.isEmpty {
        element.name = name
      } else if !nameFromContent {
        element.name = ""
      }
      if let value { element.value = value }
      element.isFocusable = isFocusable
      element.isEnabled = isEnabled
      element.frame = frame
    default: edit(&element)
    }
    return true
  }

  /// The hidden entries worth keeping: controls, which the audit reports.
  private static func hiddenControls(_ entries: [Entry]) -> [Entry] {
    var all: [AccessibilityElement] = []
    flatten(entries, into: &all)
    return all.filter(\.isInteractive).map { Entry(element: $0) }
  }

  /// The changes that set one property of one element.
  private func edit(_ element: inout AccessibilityElement) {
    switch self {
    case .label(let label): element.name = label
    case .value(let value): element.value = value
    case .hint(let hint): element.hint = hint
    case .identifier(let identifier): element.identifier = identifier
    case .addTraits(let traits):
      element.traits.formUnion(traits)
      if traits.contains(.isButton) && !element.role.isInteractive { element.role = .button }
      if traits.contains(.isImage) && element.role == .staticText { element.role = .image }
    case .removeTraits(let traits):
      element.traits.subtract(traits)
      if traits.contains(.isButton) && element.role == .button { element.role = .staticText }
      if traits.contains(.isImage) && element.role == .image { element.role = .staticText }
    case .action(let name): element.actions.append(name)
    case .inputLabels(let labels): element.inputLabels = labels
    case .headingLevel(let level):
      element.headingLevel = level
      element.traits.insert(.isHeader)
    default: break
    }
  }

  /// Applies `change` to every element in `entries`, inside containers too.
  private static func forEach(_ entries: inout [Entry], _ change: (inout AccessibilityElement) -> Void) {
    for index in entries.indices {
      change(&entries[index].element)
      forEach(&entries[index].children, change)
    }
  }

  /// Makes `entries` one element (merging several, or creating one in `frame` when there are
  /// none and `creating`) and applies `change` to it.
  private static func single(
    _ entries: inout [Entry], frame: Rect, creating: Bool = false, _ change: (inout AccessibilityElement) -> Void
  ) {
    let visible = entries.filter { !$0.element.isHidden }
    if visible.count == 1 && visible[0].children.isEmpty,
      let index = entries.firstIndex(where: { !$0.element.isHidden })
    {
      change(&entries[index].element)
      return
    }
    if visible.isEmpty && !creating {
      // Nothing a screen reader would read: a change to a hidden element still lands on it.
      if entries.count == 1 { change(&entries[0].element) }
      return
    }
    entries = grouped(entries, behavior: .combine, frame: frame)
    if let index = entries.firstIndex(where: { !$0.element.isHidden }) {
      change(&entries[index].element)
    } else {
      var element = AccessibilityElement(role: .group, name: "", frame: frame)
      change(&element)
      entries.append(Entry(element: element))
    }
  }

  /// `entries` as one element by `behavior`: merged (`.combine`), replaced by an element of
  /// their own with nothing to say (`.ignore`, which hides them) or kept inside a container
  /// (`.contain`). Hidden elements are kept, hidden, for the audit.
  static func grouped(_ entries: [Entry], behavior: AccessibilityChildBehavior, frame: Rect) -> [Entry] {
    var all: [AccessibilityElement] = []
    flatten(entries, into: &all)
    let hidden = all.filter(\.isHidden).map { Entry(element: $0) }
    let visible = all.filter { !$0.isHidden }
    switch behavior {
    case .contain:
      var container = AccessibilityElement(role: .group, name: "", frame: frame)
      container.isFocusable = false
      return [Entry(element: container, children: entries)]
    case .ignore:
      var element = AccessibilityElement(role: .group, name: "", frame: frame)
      element.isFocusable = false
      let ignored = visible.map { element -> Entry in
        var element = element
        element.isHidden = true
        return Entry(element: element)
      }
      return [Entry(element: element)] + ignored + hidden
    default:
      return [Entry(element: merged(visible, frame: frame))] + hidden
    }
  }

  /// The elements opened into one list, containers' children after their container.
  private static func flatten(_ entries: [Entry], into elements: inout [AccessibilityElement]) {
    for entry in AccessibilityRecorder.readingOrder(entries) {
      if !(entry.element.role == .group && entry.element.name.isEmpty && !entry.children.isEmpty) {
        elements.append(entry.element)
      }
      flatten(entry.children, into: &elements)
    }
  }

  /// One element saying what `elements` (in reading order, none hidden) say: the first
  /// control's role, or an image's when all are images; their names joined by ", "; the
  /// first value, hint and identifier; every trait, action and waiver.
  private static func merged(_ elements: [AccessibilityElement], frame: Rect) -> AccessibilityElement {
    let role =
      elements.first(where: \.isInteractive)?.role
      ?? (!elements.isEmpty && elements.allSatisfy { $0.role == .image } ? .image : .staticText)
    let name = elements.map(\.name).filter { !$0.isEmpty }.joined(separator: ", ")
    var element = AccessibilityElement(role: role, name: name, frame: frame)
    if name.isEmpty { element.symbol = elements.lazy.compactMap(\.symbol).first }
    element.value = elements.lazy.compactMap(\.value).first
    element.hint = elements.lazy.compactMap(\.hint).first
    element.identifier = elements.lazy.compactMap(\.identifier).first
    for child in elements {
      element.traits.formUnion(child.traits)
      element.actions += child.actions
      element.inputLabels += child.inputLabels
      element.headingLevel = max(element.headingLevel, child.headingLevel)
      for waiver in child.waivers where !element.waivers.contains(waiver) { element.waivers.append(waiver) }
      element.textSources.formUnion(child.textSources)
      element.unlocalizedTexts += child.unlocalizedTexts
    }
    element.sortPriority = elements.first?.sortPriority ?? 0
    element.isFocusable = elements.contains { $0.isInteractive && $0.isFocusable }
    return element
  }
}
