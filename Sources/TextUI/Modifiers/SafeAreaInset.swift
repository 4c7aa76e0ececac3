extension View {
  /// SwiftUI's `safeAreaInset(edge:)`: `content` placed along an edge of this view, which
  /// keeps the rest of the space — a bottom bar under a scroll view, a header above it. Drawn
  /// as a stack: the inset above (`.top`), below (`.bottom`), or beside this view.
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let inset = content()
    return VStack(alignment: alignment, spacing: spacing ?? 0) {
      if edge == .top { inset }
      self
      if edge == .bottom { inset }
    }
  }

  /// `content` placed beside this view at its leading or trailing edge.
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let inset = content()
    return HStack(alignment: alignment, spacing: spacing ?? 0) {
      if edge == .leading { inset }
      self
      if edge == .trailing { inset }
    }
  }

  /// SwiftUI's context menu: a long-press menu. Accepted with no effect — a terminal
  /// snapshot has no long press and draws the view as it is.
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }

  /// A context menu with a preview. Accepted with no effect.
  public func contextMenu<MenuItems: View, Preview: View>(
    @ViewBuilder menuItems: () -> MenuItems, @ViewBuilder preview: () -> Preview
  ) -> some View { self }

  /// Digits of equal width. Accepted with no effect: every terminal cell is the same width.
  public func monospacedDigit() -> some View { self }
}

extension Text {
  /// Digits of equal width. Accepted with no effect: every terminal cell is the same width.
  public func monospacedDigit() -> Text { self }
}
