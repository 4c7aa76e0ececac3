/// Gives its content a proxy for scrolling programmatically, as SwiftUI's
/// `ScrollViewReader`. A snapshot shows a scroll view at its top-leading corner, so
/// ``ScrollViewProxy/scrollTo(_:anchor:)`` is accepted and has no effect.
///
/// ```swift
/// ScrollViewReader { proxy in
///   ScrollView { ForEach(messages) { MessageRow($0).id($0.id) } }
///     .onAppear { proxy.scrollTo(messages.last?.id) }
/// }
/// ```
public struct ScrollViewReader<Content: View>: View {
  /// Builds the content with the proxy.
  public var content: (ScrollViewProxy) -> Content

  /// A reader whose `content` may scroll its scroll views through the proxy.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }

  /// The content, built with a proxy.
  public var body: some View { content(ScrollViewProxy()) }
}

/// Scrolls the scroll views of a `ScrollViewReader`, as SwiftUI's `ScrollViewProxy`;
/// accepted with no effect (snapshots show scroll views at their start).
public struct ScrollViewProxy: Sendable {
  /// Scrolls to the view with `id`; accepted, no effect.
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// Whether scroll indicators show, as SwiftUI's `ScrollIndicatorVisibility`. A terminal
/// scroll view's only indicators are its dim cut markers, which always show.
public struct ScrollIndicatorVisibility: Sendable, Hashable {
  let name: String
  /// As the platform decides.
  public static let automatic = ScrollIndicatorVisibility(name: "automatic")
  /// Shown.
  public static let visible = ScrollIndicatorVisibility(name: "visible")
  /// Hidden unless the platform needs them.
  public static let hidden = ScrollIndicatorVisibility(name: "hidden")
  /// Never shown.
  public static let never = ScrollIndicatorVisibility(name: "never")
}

/// How a scroll view settles after a scroll, as SwiftUI's `ScrollTargetBehavior`; a
/// snapshot never scrolls, so every behaviour is accepted with no effect.
public protocol ScrollTargetBehavior: Sendable {}

/// SwiftUI's paging behaviour; accepted, no effect.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  /// Creates the paging behaviour.
  public init() {}
}

/// SwiftUI's view-aligned behaviour; accepted, no effect.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
  /// How far one scroll may go, as SwiftUI's `LimitBehavior`.
  public struct LimitBehavior: Sendable, Hashable {
    let name: String
    /// As the platform decides.
    public static let automatic = LimitBehavior(name: "automatic")
    /// At most one view per scroll.
    public static let always = LimitBehavior(name: "always")
    /// Any number of views per scroll.
    public static let never = LimitBehavior(name: "never")
  }

  /// Creates the view-aligned behaviour; the limit is accepted with no effect.
  public init(limitBehavior: LimitBehavior = .automatic) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// Settles on page boundaries; accepted, no effect.
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  /// Settles on views of the target layout; accepted, no effect.
  public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

  /// Settles on views, limited by `limitBehavior`; accepted, no effect.
  public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior)
    -> ViewAlignedScrollTargetBehavior
  {
    ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
  }
}

extension View {
  /// SwiftUI's `.scrollIndicators(_:axes:)`. The dim cut markers always show; accepted with no effect.
  public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.horizontal, .vertical])
    -> some View
  { self }

  /// SwiftUI's `.scrollTargetBehavior(_:)`. A snapshot never scrolls; accepted with no effect.
  public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View { self }

  /// SwiftUI's `.scrollTargetLayout(isEnabled:)`; accepted with no effect.
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

  /// SwiftUI's `.scrollPosition(id:anchor:)`. Snapshots show scroll views at their start and
  /// the binding is left as it is; accepted with no effect.
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View { self }

  /// SwiftUI's `.scrollDisabled(_:)`. A snapshot never scrolls; accepted with no effect.
  public func scrollDisabled(_ disabled: Bool) -> some View { self }
}
