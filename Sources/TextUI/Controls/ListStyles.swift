/// How a `List` looks, as SwiftUI's list styles. A terminal list is rows on plain lines, so
/// every style is accepted and drawn as the plain style.
public protocol ListStyle {}

/// SwiftUI's plain list.
public struct PlainListStyle: ListStyle { public init() {} }
/// SwiftUI's grouped list.
public struct GroupedListStyle: ListStyle { public init() {} }
/// SwiftUI's inset grouped list.
public struct InsetGroupedListStyle: ListStyle { public init() {} }
/// SwiftUI's inset list.
public struct InsetListStyle: ListStyle { public init() {} }
/// SwiftUI's sidebar list.
public struct SidebarListStyle: ListStyle { public init() {} }
/// SwiftUI's default list.
public struct DefaultListStyle: ListStyle { public init() {} }

extension ListStyle where Self == PlainListStyle {
  public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == InsetListStyle {
  public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}
extension ListStyle where Self == DefaultListStyle {
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

/// Which edge of a row swipe actions belong to, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Sendable, Hashable, CaseIterable {
  case leading, trailing
}

extension View {
  /// Sets the style of lists below; every style draws as plain rows.
  public func listStyle<S: ListStyle>(_ style: S) -> some View { self }

  /// SwiftUI's swipe actions on a row. A terminal cannot swipe, so they are accepted and not
  /// drawn; put the same actions on `.onDelete` to make them steppable in edit mode.
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> some View {
    self
  }
}
