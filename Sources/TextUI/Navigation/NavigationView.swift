/// SwiftUI's deprecated `NavigationView`, drawn as a `NavigationStack`: its content is the
/// root, links push on it, and `.navigationBarTitle` names the screen on top.
public struct NavigationView<Content: View>: View {
  let content: Content

  /// Creates a navigation view whose root is `content`.
  ///
  /// - Parameter content: The root screen, shown first; links inside push on it.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    NavigationStack { content }
  }
}

/// How a `NavigationView` arranges its columns, as SwiftUI's `NavigationViewStyle`. A
/// terminal preview shows one column, so every style draws as a stack.
public protocol NavigationViewStyle {}

/// SwiftUI's single-column style.
public struct StackNavigationViewStyle: NavigationViewStyle {
  /// Creates the single-column style.
  public init() {}
}

/// SwiftUI's split style; drawn as a stack.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
  /// Creates the split style; drawn as a stack.
  public init() {}
}

/// SwiftUI's default style; drawn as a stack.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  /// Creates the default style; drawn as a stack.
  public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// One column.
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
  /// Columns side by side; drawn as a stack.
  public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The platform's choice; drawn as a stack.
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

/// How a title is shown, as SwiftUI's `NavigationBarItem.TitleDisplayMode`.
public enum NavigationBarItem {
  /// How a screen's title is shown in the navigation bar, as on iOS: a large title is bold on a
  /// row of its own, leading, under the bar's items; an inline one is bold and centred in the
  /// bar.
  public enum TitleDisplayMode: Sendable, Hashable {
    /// The platform's choice: large for a stack's root; a pushed screen's is as the screen it
    /// was pushed from showed its title.
    case automatic
    /// A title centred in the bar.
    case inline
    /// A large title on its own row.
    case large
  }
}

extension View {
  /// Chooses a `NavigationView`'s style; every style is drawn as a stack.
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }

  /// SwiftUI's deprecated title modifier: the same as `.navigationTitle(_:)`.
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(title) }

  /// SwiftUI's deprecated title modifier with a display mode.
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }

  /// SwiftUI's deprecated title modifier, with a string literal.
  public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(titleKey) }

  /// SwiftUI's deprecated title modifier, with a string literal and a display mode.
  public func navigationBarTitle(
    _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
  }

  /// SwiftUI's deprecated title modifier, with a `Text`.
  public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }

  /// SwiftUI's deprecated title modifier, with a `Text` and a display mode:
  /// `.navigationBarTitle(Text("Note"), displayMode: .inline)`.
  public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }

  /// How the enclosing `NavigationStack` shows this screen's title: `.large` on a row of its
  /// own under the bar's items, `.inline` centred in the bar, `.automatic` as iOS chooses
  /// (large for the root; a pushed screen as the screen it was pushed from).
  ///
  /// ```swift
  /// Form { … }
  ///   .navigationTitle("New Event")
  ///   .navigationBarTitleDisplayMode(.inline)
  /// ```
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    modifier(NavigationTitleDisplayModeModifier(mode: displayMode))
  }

  /// SwiftUI's `.navigationBarHidden(_:)`; the bar is drawn only when there is a title or a
  /// back button, so this is accepted with no effect.
  public func navigationBarHidden(_ hidden: Bool) -> some View { self }

  /// SwiftUI's `.navigationBarBackButtonHidden(_:)`; accepted with no effect (a preview needs
  /// the back button to step back).
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }

  /// Puts items in the navigation bar of the enclosing stack: the leading items at its leading
  /// edge (after the back button), the trailing ones at its trailing edge, drawn as bar items
  /// are (a button as tinted text, with no brackets).
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    modifier(NavigationBarItemsModifier(leading: AnyView(leading), trailing: AnyView(trailing)))
  }

  /// Puts items at the leading side of the navigation bar.
  public func navigationBarItems<L: View>(leading: L) -> some View {
    modifier(NavigationBarItemsModifier(leading: AnyView(leading), trailing: nil))
  }

  /// Puts items at the trailing edge of the navigation bar.
  public func navigationBarItems<T: View>(trailing: T) -> some View {
    modifier(NavigationBarItemsModifier(leading: nil, trailing: AnyView(trailing)))
  }
}

/// Hands a screen's bar items to the enclosing `NavigationStack`, with the screen's
/// environment, as `.toolbar` items are.
struct NavigationBarItemsModifier: PrimitiveModifier {
  let leading: AnyView?
  let trailing: AnyView?

  static func _makeNodes(
    _ modifier: Self, inputs: _ViewInputs, into nodes: inout [NodeRef],
    content: (_ViewInputs, inout [NodeRef]) -> Void
  ) {
    if let context = inputs.environment.navigationContext {
      let environment = inputs.environment
      let leading = modifier.leading.map {
        NavigationContext.ToolbarEntry(placement: .navigationBarLeading, content: $0, environment: environment)
      }
      let trailing = modifier.trailing.map {
        NavigationContext.ToolbarEntry(placement: .navigationBarTrailing, content: $0, environment: environment)
      }
      inputs.graph.performEffect {
        if let leading { context.leadingItems = leading }
        if let trailing { context.trailingItems = trailing }
      }
    }
    content(inputs, &nodes)
  }
}

/// Tells the enclosing `NavigationStack` how this screen shows its title.
struct NavigationTitleDisplayModeModifier: PrimitiveModifier {
  let mode: NavigationBarItem.TitleDisplayMode

  static func _makeNodes(
    _ modifier: Self, inputs: _ViewInputs, into nodes: inout [NodeRef],
    content: (_ViewInputs, inout [NodeRef]) -> Void
  ) {
    if let context = inputs.environment.navigationContext {
      let mode = modifier.mode
      // The modifier nearest the screen's content is applied last, and wins, as in SwiftUI.
      inputs.graph.performEffect { context.displayMode = mode }
    }
    content(inputs, &nodes)
  }
}
