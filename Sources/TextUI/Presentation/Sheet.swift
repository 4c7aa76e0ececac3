/// Presents content over the screen while a binding says so: the one modifier behind
/// `.sheet`, `.fullScreenCover`, `.popover`, `.alert` and `.confirmationDialog`.
///
/// The presenting view is drawn as usual; the content is built at the root of the render, as
/// a layer over the whole screen (see `PresentedLayer`), so it covers the screen whatever
/// the depth of the view that presents it.
struct PresentationModifier: PrimitiveModifier {
  /// What is presented now: the content, a key that gives it its own identity (an item's
  /// `id`) and how to dismiss it; `nil` when nothing is presented.
  struct Presented {
    var key: AnyHashable
    var content: () -> AnyView
    var dismiss: () -> Void
  }

  let style: PresentationStyle
  let presented: () -> Presented?

  static func _makeNodes(
    _ modifier: Self, inputs: _ViewInputs, into nodes: inout [NodeRef],
    content: (_ViewInputs, inout [NodeRef]) -> Void
  ) {
    content(inputs, &nodes)
    guard let presented = inputs.graph.observing(at: inputs.identity, modifier.presented) else { return }
    // A fixed component keeps the content apart from the presenting view's own children.
    let identity = inputs.child(-0x7072_6573).child(presented.key).identity
    // A presentation is a screen of its own, not part of a scroll view that presents it.
    var environment = inputs.environment
    environment.isInVerticalScrollView = false
    inputs.graph.present(
      PresentationRequest(
        style: modifier.style, identity: identity, environment: environment, content: presented.content,
        dismiss: presented.dismiss))
  }

  /// Presented while `isPresented` is true; dismissing sets it to false, and `onDismiss` runs
  /// when the content leaves the screen.
  init<Content: View>(
    style: PresentationStyle, isPresented: Binding<Bool>, onDismiss: (() -> Void)?,
    content: @escaping () -> Content
  ) {
    self.style = style
    self.presented = {
      guard isPresented.wrappedValue else { return nil }
      return Presented(
        key: AnyHashable(0),
        content: { AnyView(content().onDisappear(perform: onDismiss)) },
        dismiss: { isPresented.wrappedValue = false })
    }
  }

  /// Presented while `item` is not `nil`, with the content for that item; a different item
  /// (another `id`) is new content with its own state. Dismissing sets `item` to `nil`.
  init<Item: Identifiable, Content: View>(
    style: PresentationStyle, item: Binding<Item?>, onDismiss: (() -> Void)?,
    content: @escaping (Item) -> Content
  ) {
    self.style = style
    self.presented = {
      guard let value = item.wrappedValue else { return nil }
      return Presented(
        key: AnyHashable(value.id),
        content: { AnyView(content(value).onDisappear(perform: onDismiss)) },
        dismiss: { item.wrappedValue = nil })
    }
  }
}

extension View {
  /// Presents `content` in a sheet while `isPresented` is true, as SwiftUI's `.sheet`.
  ///
  /// In a snapshot the screen behind stays visible, dimmed, and the sheet is a bordered
  /// panel over it, one row below the top (or as high as `.presentationDetents` inside the
  /// content says). The content is centred in the panel, as SwiftUI places it: a `VStack`
  /// sits in its middle, a `NavigationStack`, `List` or `Form` fills it from the top. `@Environment(\.dismiss)` inside the content closes it.
  ///
  /// ```swift
  /// Button("Edit") { isEditing = true }
  ///   .sheet(isPresented: $isEditing) { EditView() }
  /// ```
  ///
  /// - Parameters:
  ///   - isPresented: Whether the sheet is shown; set to false when it is dismissed.
  ///   - onDismiss: Runs after the sheet leaves the screen.
  ///   - content: The sheet's content.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(PresentationModifier(style: .sheet, isPresented: isPresented, onDismiss: onDismiss, content: content))
  }

  /// Presents a sheet for `item` while it is not `nil`, as SwiftUI's `.sheet(item:)`; a new
  /// item replaces the sheet, and dismissing sets `item` to `nil`.
  ///
  /// - Parameters:
  ///   - item: The item the sheet shows, or `nil` for no sheet.
  ///   - onDismiss: Runs after the sheet leaves the screen.
  ///   - content: The sheet's content for the item.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modifier(PresentationModifier(style: .sheet, item: item, onDismiss: onDismiss, content: content))
  }

  /// Presents `content` over the whole screen while `isPresented` is true, as SwiftUI's
  /// `.fullScreenCover`: the screen behind is not drawn.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the cover is shown; set to false when it is dismissed.
  ///   - onDismiss: Runs after the cover leaves the screen.
  ///   - content: The cover's content.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      PresentationModifier(style: .fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, content: content))
  }

  /// Presents a full-screen cover for `item` while it is not `nil`, as SwiftUI's
  /// `.fullScreenCover(item:)`.
  ///
  /// - Parameters:
  ///   - item: The item the cover shows, or `nil` for no cover.
  ///   - onDismiss: Runs after the cover leaves the screen.
  ///   - content: The cover's content for the item.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modifier(PresentationModifier(style: .fullScreenCover, item: item, onDismiss: onDismiss, content: content))
  }

  /// Presents `content` in a popover while `isPresented` is true, as SwiftUI's `.popover`.
  /// On a phone-sized screen a popover is shown as a sheet, and so it is drawn here; the
  /// anchor and arrow edge have no effect.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the popover is shown; set to false when it is dismissed.
  ///   - attachmentAnchor: Where a popover would point; not drawn.
  ///   - arrowEdge: The edge a popover's arrow would sit on; not drawn.
  ///   - content: The popover's content.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(PresentationModifier(style: .sheet, isPresented: isPresented, onDismiss: nil, content: content))
  }

  /// Presents a popover for `item` while it is not `nil`, drawn as a sheet (see
  /// `popover(isPresented:attachmentAnchor:arrowEdge:content:)`).
  ///
  /// - Parameters:
  ///   - item: The item the popover shows, or `nil` for no popover.
  ///   - attachmentAnchor: Where a popover would point; not drawn.
  ///   - arrowEdge: The edge a popover's arrow would sit on; not drawn.
  ///   - content: The popover's content for the item.
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modifier(PresentationModifier(style: .sheet, item: item, onDismiss: nil, content: content))
  }
}

/// Where a popover points, as SwiftUI's `PopoverAttachmentAnchor`. Popovers are drawn as
/// sheets, so the anchor is accepted and not drawn.
public enum PopoverAttachmentAnchor: Sendable, Hashable {
  /// A rectangle of the presenting view.
  case rect(Source)
  /// A point of the presenting view.
  case point(UnitPoint)

  /// The rectangle a popover points at; SwiftUI's `Anchor<CGRect>.Source`.
  public struct Source: Sendable, Hashable {
    /// The presenting view's bounds.
    public static let bounds = Source()
  }
}
