/// Related controls side by side, as SwiftUI's `ControlGroup`: its buttons drawn in a row,
/// one cell apart, like an `HStack`, where SwiftUI joins them into one grouped control.
///
/// ```swift
/// ControlGroup {
///   Button("Cut") { cut() }
///   Button("Copy") { copy() }
///   Button("Paste") { paste() }
/// }
/// ```
///
/// A label, which SwiftUI shows only when the group collapses into a menu, is accepted and
/// not drawn: a terminal row always has room to show the controls themselves.
public struct ControlGroup<Content: View>: View {
  let content: Content

  /// A group of `content`'s controls.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A group of `content`'s controls with a `label` for when it collapses; drawn as the controls.
  public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
    self.content = content()
  }

  /// A group of `content`'s controls titled `title` for when it collapses; drawn as the controls.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A group titled `title` with the SF Symbol `systemImage`, for when it collapses; drawn as
  /// the controls.
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    HStack(spacing: 1) { content }
  }
}

/// A look for control groups, as SwiftUI's `ControlGroupStyle`. Every style draws the
/// controls side by side; the built-in ones are accepted so that SwiftUI code compiles.
public protocol ControlGroupStyle {}

/// SwiftUI's automatic control group style.
public struct AutomaticControlGroupStyle: ControlGroupStyle {
  /// Creates the automatic style.
  public init() {}
}
/// SwiftUI's navigation control group style, for toolbars.
public struct NavigationControlGroupStyle: ControlGroupStyle {
  /// Creates the navigation style.
  public init() {}
}
/// SwiftUI's palette control group style, for menus.
public struct PaletteControlGroupStyle: ControlGroupStyle {
  /// Creates the palette style.
  public init() {}
}
/// SwiftUI's compact menu control group style.
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
  /// Creates the compact menu style.
  public init() {}
}
/// SwiftUI's menu control group style.
public struct MenuControlGroupStyle: ControlGroupStyle {
  /// Creates the menu style.
  public init() {}
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
  /// The platform's choice; the controls side by side.
  public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}
extension ControlGroupStyle where Self == NavigationControlGroupStyle {
  /// SwiftUI's toolbar look; the controls side by side.
  public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}
extension ControlGroupStyle where Self == PaletteControlGroupStyle {
  /// SwiftUI's palette of a menu; the controls side by side.
  public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
  /// SwiftUI's compact menu; the controls side by side.
  public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}
extension ControlGroupStyle where Self == MenuControlGroupStyle {
  /// SwiftUI's menu; the controls side by side.
  public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension View {
  /// Sets the style of control groups below, as SwiftUI's `.controlGroupStyle(_:)`; every
  /// style draws the controls side by side, so it is accepted with no effect.
  public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { self }
}
