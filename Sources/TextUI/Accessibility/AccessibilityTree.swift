/// What a screen reader gets from one render: its elements in reading order.
///
/// Reading order is SwiftUI's: among siblings, a higher `.accessibilitySortPriority` first,
/// then top to bottom and, on the same row, left to right by the cell each element starts at;
/// the children of an `.accessibilityElement(children: .contain)` stay together where their
/// container falls.
public struct AccessibilityTree: Sendable, Equatable {
  /// Every element, in reading order, hidden controls included (the audit reports a control
  /// nobody can reach); hidden text and decorative images are left out.
  public var elements: [AccessibilityElement]

  /// A tree of `elements`, already in reading order.
  public init(elements: [AccessibilityElement] = []) {
    self.elements = elements
  }

  /// The elements a screen reader reads, in order.
  public var spoken: [AccessibilityElement] { elements.filter { !$0.isHidden } }

  /// One ``AccessibilityElement/line`` per spoken element: the tree as a snapshot records it.
  public var lines: [String] {
    var lines: [String] = []
    lines.reserveCapacity(elements.count)
    for element in elements where !element.isHidden { lines.append(element.line) }
    return lines
  }
}

/// What drawing finds for accessibility: each drawn element in drawing order, grouped as the
/// modifiers and controls above them say. Lives on the ``Canvas``; the graph turns it into an
/// ``AccessibilityTree`` once a frame is drawn.
///
/// The top-level elements are kept flat, and what a `.contain` container holds beside them by
/// its index: nearly every screen has no container and is drawn in reading order, and its
/// elements are then the tree's as they are, with no entry made or copied per element.
struct AccessibilityRecorder {
  /// A recorded element, and for a `.contain` container, the elements inside it.
  struct Entry {
    var element: AccessibilityElement
    var children: [Entry] = []
  }

  // `Array()` and `Dictionary()` rather than literals: a debug build makes an empty literal
  // with generic calls looking its types up, for every frame drawn.
  /// The top-level elements so far, in drawing order.
  private var elements: [AccessibilityElement] = Array()
  /// The children of each top-level element that has any, by its index in ``elements``.
  private var children: [Int: [Entry]] = Dictionary()
  /// Whether the screen is laid out right to left, so a row is read from its right end, as
  /// VoiceOver reads an Arabic or Hebrew screen (frames are mirrored once drawing is done;
  /// while drawing, groups order their elements in the unmirrored frames, leading first).
  var readsRightToLeft = false

  /// How many top-level entries there are: a node notes it before drawing its child, and
  /// edits what its child added after.
  var count: Int { elements.count }

  /// Makes room for `count` top-level elements.
  mutating func reserveCapacity(_ count: Int) {
    elements.reserveCapacity(count)
  }

  /// Forgets every element: what a modal presentation does to the screen behind it.
  mutating func removeAll() {
    elements.removeAll()
    children.removeAll()
  }

  /// The top-level entries from `start` on, children included.
  func entries(from start: Int) -> [Entry] {
    var entries: [Entry] = []
    entries.reserveCapacity(elements.count - start)
    for index in start..<elements.count {
      entries.append(Entry(element: elements[index], children: children[index] ?? []))
    }
    return entries
  }

  /// Replaces the top-level entries from `start` on with `entries`.
  private mutating func replaceEntries(from start: Int, with entries: [Entry]) {
    elements.removeSubrange(start...)
    if !children.isEmpty { children = children.filter { $0.key < start } }
    for entry in entries {
      if !entry.children.isEmpty { children[elements.count] = entry.children }
      elements.append(entry.element)
    }
  }

  /// Adds the static text `name` a `Text` drew in `frame` from `sources`: a text is most of
  /// a screen's elements, and one built apart was copied twice on its way in.
  mutating func recordText(_ name: String, frame: Rect, sources: TextSources) {
    elements.append(AccessibilityElement(role: .staticText, name: name, frame: frame))
    elements[elements.count - 1].textSources = sources
    if sources.rawValue & TextSources.string.rawValue != 0 {
      elements[elements.count - 1].unlocalizedTexts = [name]
    }
  }

  /// Applies `edit` to the entries added since `start`, which a node drawn in `frame` made.
  mutating func apply(_ edit: AccessibilityEdit, from start: Int, frame: Rect) {
    guard start <= elements.count else { return }
    // The usual case, one plain element (a text, a control's label), changed in place.
    if start == elements.count - 1 && children[start] == nil && !elements[start].isHidden
      && edit.change(&elements[start], frame: frame)
    {
      if elements[start].isHidden && !elements[start].isInteractive { elements.removeLast() }
      return
    }
    var range = entries(from: start)
    edit.apply(to: &range, frame: frame)
    replaceEntries(from: start, with: range)
  }

  /// Mirrors the frames of the entries recorded since `start`, and of what they contain.
  mutating func mirrorFrames(from start: Int, axis: Int) {
    guard start < elements.count else { return }
    for index in start..<elements.count {
      elements[index].frame = elements[index].frame.mirrored(axis: axis)
      if var contained = children[index] {
        for child in contained.indices { Self.mirror(&contained[child], axis: axis) }
        children[index] = contained
      }
    }
  }

  private static func mirror(_ entry: inout Entry, axis: Int) {
    entry.element.frame = entry.element.frame.mirrored(axis: axis)
    for index in entry.children.indices { mirror(&entry.children[index], axis: axis) }
  }

  /// The elements in reading order, containers opened in place.
  func tree() -> AccessibilityTree {
    // The usual case, elements drawn in reading order with no containers: taken as they are.
    if children.isEmpty && Self.inReadingOrder(elements, rightToLeft: readsRightToLeft) {
      return AccessibilityTree(elements: elements)
    }
    var flat: [AccessibilityElement] = []
    flat.reserveCapacity(elements.count)
    Self.flatten(entries(from: 0), rightToLeft: readsRightToLeft, into: &flat)
    return AccessibilityTree(elements: flat)
  }

  /// Whether `elements` are already in reading order, read in place through a pointer: in a
  /// debug build an array's iterator is generic calls for every element, each copying it.
  private static func inReadingOrder(_ elements: [AccessibilityElement], rightToLeft: Bool) -> Bool {
    elements.withUnsafeBufferPointer { buffer in
      guard var element = buffer.baseAddress else { return true }
      let end = element + buffer.count
      var previous = (priority: Double.infinity, y: Int.min, x: Int.min)
      while element < end {
        // The frame's stored parts: its `minY` and `minX` are calls each in a debug build.
        let origin = element.pointee.frame.origin
        let x = rightToLeft ? -(origin.x + element.pointee.frame.size.width) : origin.x
        let key = (element.pointee.sortPriority, origin.y, x)
        if precedes(key, previous) { return false }
        previous = key
        element += 1
      }
      return true
    }
  }

  private static func flatten(_ entries: [Entry], rightToLeft: Bool, into elements: inout [AccessibilityElement]) {
    for entry in readingOrder(entries, rightToLeft: rightToLeft) {
      if entry.element.role == .group && !entry.children.isEmpty && entry.element.name.isEmpty {
        flatten(entry.children, rightToLeft: rightToLeft, into: &elements)
      } else {
        elements.append(entry.element)
        flatten(entry.children, rightToLeft: rightToLeft, into: &elements)
      }
    }
  }

  /// The column a frame is read from: its left edge, or its right edge counted from the
  /// right when the screen reads right to left.
  private static func readingX(_ frame: Rect, _ rightToLeft: Bool) -> Int {
    rightToLeft ? -frame.maxX : frame.minX
  }

  /// `entries` sorted by sort priority (highest first), then row, then column; drawing order
  /// breaks ties, so the order never depends on the sort algorithm.
  static func readingOrder(_ entries: [Entry], rightToLeft: Bool = false) -> [Entry] {
    if entries.count < 2 { return entries }
    // The keys are read once and indices sorted: an entry is a large value to copy, which an
    // unoptimised build does for every read of one.
    var keys: [(priority: Double, y: Int, x: Int)] = []
    keys.reserveCapacity(entries.count)
    for entry in entries {
      keys.append((entry.element.sortPriority, entry.element.frame.minY, readingX(entry.element.frame, rightToLeft)))
    }
    var inOrder = true
    for index in 1..<keys.count where precedes(keys[index], keys[index - 1]) {
      inOrder = false
      break
    }
    if inOrder { return entries }
    let order = keys.indices.sorted { left, right in
      precedes(keys[left], keys[right]) || (!precedes(keys[right], keys[left]) && left < right)
    }
    return order.map { entries[$0] }
  }

  /// Whether an element with key `a` is read before one with key `b`.
  static func precedes(
    _ a: (priority: Double, y: Int, x: Int), _ b: (priority: Double, y: Int, x: Int)
  ) -> Bool {
    if a.priority != b.priority { return a.priority > b.priority }
    if a.y != b.y { return a.y < b.y }
    return a.x < b.x
  }

}
