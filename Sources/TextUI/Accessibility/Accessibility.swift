// SwiftUI's accessibility modifiers. A snapshot is what a sighted user sees, so each is
// accepted with no effect; the text a preview step finds a control by is its drawn text.

/// How an accessibility element treats its children, as SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Sendable, Hashable {
  private let name: String
  /// The children are hidden from accessibility and the element stands alone. Accepted so SwiftUI code compiles; it has no effect.
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  /// The children stay separate elements inside this one. Accepted so SwiftUI code compiles; it has no effect.
  public static let contain = AccessibilityChildBehavior(name: "contain")
  /// The children are merged into this one element. Accepted so SwiftUI code compiles; it has no effect.
  public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// What an element is, as SwiftUI's `AccessibilityTraits`.
public struct AccessibilityTraits: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The element is a button. Accepted so SwiftUI code compiles; it has no effect.
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  /// The element is a header that divides content. Accepted so SwiftUI code compiles; it has no effect.
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  /// The element is selected. Accepted so SwiftUI code compiles; it has no effect.
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  /// The element is a link. Accepted so SwiftUI code compiles; it has no effect.
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  /// The element is an image. Accepted so SwiftUI code compiles; it has no effect.
  public static let isImage = AccessibilityTraits(rawValue: 1 << 4)
  /// The element is text that does not change. Accepted so SwiftUI code compiles; it has no effect.
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 5)
  /// The element is a search field. Accepted so SwiftUI code compiles; it has no effect.
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 6)
  /// The element is modal, hiding the elements behind it. Accepted so SwiftUI code compiles; it has no effect.
  public static let isModal = AccessibilityTraits(rawValue: 1 << 7)
  /// The element's value changes often. Accepted so SwiftUI code compiles; it has no effect.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 8)
}

extension View {
  /// SwiftUI's `.accessibilityLabel(_:)`; accepted with no effect.
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }
  /// SwiftUI's `.accessibilityLabel(_:)` with a `Text`; accepted with no effect.
  public func accessibilityLabel(_ label: Text) -> some View { self }
  /// SwiftUI's `.accessibilityHint(_:)`; accepted with no effect.
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }
  /// SwiftUI's `.accessibilityValue(_:)`; accepted with no effect.
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }
  /// SwiftUI's `.accessibilityIdentifier(_:)`; accepted with no effect.
  public func accessibilityIdentifier(_ identifier: String) -> some View { self }
  /// SwiftUI's `.accessibilityHidden(_:)`; accepted with no effect.
  public func accessibilityHidden(_ hidden: Bool) -> some View { self }
  /// SwiftUI's `.accessibilityElement(children:)`; accepted with no effect.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
  /// SwiftUI's `.accessibilityAddTraits(_:)`; accepted with no effect.
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
  /// SwiftUI's `.accessibilityRemoveTraits(_:)`; accepted with no effect.
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
  /// SwiftUI's `.accessibilitySortPriority(_:)`; accepted with no effect.
  public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }
  /// SwiftUI's `.accessibilityAction(_:)`; accepted, and never run by a preview.
  public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void)
    -> some View
  { self }
}
