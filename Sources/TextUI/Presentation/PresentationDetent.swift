/// A height a sheet rests at, as SwiftUI's `PresentationDetent`. A sheet opens at the
/// smallest of the detents its content declares with `.presentationDetents(_:)`.
///
/// In cells: `.large` leaves one row of the screen behind visible, `.medium` takes the lower
/// half of the screen, `.fraction(f)` that fraction of it. `.height(_:)` is in points,
/// which have no cell equivalent, so it is drawn as `.medium`.
public struct PresentationDetent: Sendable, Hashable {
  enum Kind: Sendable, Hashable {
    case large
    case fraction(Double)
  }

  let kind: Kind
  /// Sorts detents by height without knowing the screen: a fraction of 1 is the tallest.
  var order: Double {
    switch kind {
    case .large: 1.0001
    case .fraction(let fraction): fraction
    }
  }

  /// The whole height of the screen, less the row of the screen behind.
  public static let large = PresentationDetent(kind: .large)
  /// The lower half of the screen.
  public static let medium = PresentationDetent(kind: .fraction(0.5))

  /// A fraction of the screen's height, from 0 to 1.
  public static func fraction(_ fraction: Double) -> PresentationDetent {
    PresentationDetent(kind: .fraction(fraction))
  }

  /// A height in points; drawn as `.medium`, since points have no cell equivalent.
  public static func height(_ height: Double) -> PresentationDetent { .medium }
}

/// Hands the detents a sheet's content declares to the layer that draws the sheet.
struct PresentationDetentsModifier: PrimitiveModifier {
  let detents: Set<PresentationDetent>

  static func _makeNodes(
    _ modifier: Self, inputs: _ViewInputs, into nodes: inout [NodeRef],
    content: (_ViewInputs, inout [NodeRef]) -> Void
  ) {
    if let context = inputs.environment.presentationContext {
      let detents = modifier.detents
      inputs.graph.performEffect { context.detents = detents }
    }
    content(inputs, &nodes)
  }
}

/// Whether the screen behind a sheet responds to taps, as SwiftUI's
/// `PresentationBackgroundInteraction`; accepted, and taps always go to the sheet.
public struct PresentationBackgroundInteraction: Sendable, Hashable {
  private let name: String
  /// The platform's choice.
  public static let automatic = PresentationBackgroundInteraction(name: "automatic")
  /// The screen behind does not respond.
  public static let disabled = PresentationBackgroundInteraction(name: "disabled")
  /// The screen behind responds.
  public static let enabled = PresentationBackgroundInteraction(name: "enabled")
  /// The screen behind responds while the sheet rests at `detent` or lower.
  public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
    PresentationBackgroundInteraction(name: "enabled")
  }
}

/// How a presentation adapts to a compact screen, as SwiftUI's `PresentationAdaptation`;
/// accepted, and every presentation keeps the look described on its modifier.
public enum PresentationAdaptation: Sendable, Hashable {
  /// The platform's choice, no adaptation, a popover, a sheet, or a full-screen cover.
  case automatic, none, popover, sheet, fullScreenCover
}

/// How scrolling and resizing a sheet share a gesture, as SwiftUI's
/// `PresentationContentInteraction`; accepted with no effect.
public enum PresentationContentInteraction: Sendable, Hashable {
  /// The platform's choice, resizing first, or scrolling first.
  case automatic, resizes, scrolls
}

extension View {
  /// The heights the enclosing sheet rests at; it opens at the smallest one.
  ///
  /// - Parameter detents: `.large`, `.medium`, `.fraction(_:)` or `.height(_:)`.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    modifier(PresentationDetentsModifier(detents: detents))
  }

  /// The heights the enclosing sheet rests at, with the current one in `selection`; the
  /// sheet is drawn at the selected detent.
  ///
  /// - Parameters:
  ///   - detents: The heights the sheet may rest at.
  ///   - selection: The detent the sheet is at.
  public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View {
    modifier(PresentationDetentsModifier(detents: [selection.wrappedValue]))
  }

  /// Whether a sheet shows its drag indicator; accepted with no effect (sheets are not dragged).
  public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }

  /// Stops a swipe from dismissing the sheet; accepted with no effect (previews never swipe).
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }

  /// The sheet's background; accepted with no effect (a sheet is drawn on the terminal's
  /// background).
  public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }

  /// The sheet's background view; accepted with no effect.
  public func presentationBackground<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View { self }

  /// The sheet's corner radius; accepted with no effect (the sheet's border is always rounded).
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }

  /// Whether the screen behind a sheet responds; accepted with no effect.
  public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
    self
  }

  /// How the presentation adapts to a compact screen; accepted with no effect.
  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }

  /// How the presentation adapts horizontally and vertically; accepted with no effect.
  public func presentationCompactAdaptation(
    horizontal horizontalAdaptation: PresentationAdaptation, vertical verticalAdaptation: PresentationAdaptation
  ) -> some View { self }

  /// Whether scrolling or resizing the sheet wins a gesture; accepted with no effect.
  public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }
}
