extension View {
  /// Runs `action` when this view is tapped, as SwiftUI's `.onTapGesture`: the view becomes a
  /// tappable region that a preview step `.tap("text in the view")` acts on. `count` is
  /// accepted; a preview's tap is one tap of the right count.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    Button(action: action) { self }.buttonStyle(.plain)
  }

  /// SwiftUI's `.onLongPressGesture`: a tappable region like `.onTapGesture`.
  public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void)
    -> some View
  {
    Button(action: action) { self }.buttonStyle(.plain)
  }
}
