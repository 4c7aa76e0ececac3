// SwiftUI's accessibility vocabulary: how an element treats its children and what traits it
// has. The modifiers that use them are in AccessibilityModifiers.swift.

/// How an accessibility element treats its children, as SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Sendable, Hashable {
  let name: String
  /// The children are hidden from accessibility and the element stands alone.
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  /// The children stay separate elements inside this one.
  public static let contain = AccessibilityChildBehavior(name: "contain")
  /// The children are merged into this one element.
  public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// What an element is, as SwiftUI's `AccessibilityTraits`.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The element is a button.
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  /// The element is a header that divides content.
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  /// The element is selected.
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  /// The element is a link.
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  /// The element is an image.
  public static let isImage = AccessibilityTraits(rawValue: 1 << 4)
  /// The element is text that does not change.
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 5)
  /// The element is a search field.
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 6)
  /// The element is modal, hiding the elements behind it.
  public static let isModal = AccessibilityTraits(rawValue: 1 << 7)
  /// The element's value changes often.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 8)
}

extension AccessibilityTraits {
  /// Each trait with the name a snapshot writes for it, in the order written.
  static let named: [(AccessibilityTraits, String)] = [
    (.isButton, "button"), (.isHeader, "header"), (.isSelected, "selected"), (.isLink, "link"),
    (.isImage, "image"), (.isStaticText, "static-text"), (.isSearchField, "search-field"), (.isModal, "modal"),
    (.updatesFrequently, "updates-frequently"),
  ]

  /// The names of the traits in this set, in a fixed order.
  public var names: [String] { Self.named.filter { contains($0.0) }.map(\.1) }
}

/// How important a header is, as SwiftUI's `AccessibilityHeadingLevel`.
public enum AccessibilityHeadingLevel: Int, Sendable, Hashable {
  /// A header of no particular level.
  case unspecified = 0
  /// Levels 1 (most important) to 6.
  case h1, h2, h3, h4, h5, h6
}
