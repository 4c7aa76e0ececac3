/// SwiftUI's animation curves. A snapshot is one settled frame, so there is nothing to
/// animate: every animation is accepted and a change shows at once, in its final state.
public struct Animation: Hashable, Sendable {
  private let name: String

  private init(_ name: String) { self.name = name }

  public static let `default` = Animation("default")
  public static let linear = Animation("linear")
  public static let easeIn = Animation("easeIn")
  public static let easeOut = Animation("easeOut")
  public static let easeInOut = Animation("easeInOut")
  public static let spring = Animation("spring")
  public static let bouncy = Animation("bouncy")
  public static let smooth = Animation("smooth")
  public static let snappy = Animation("snappy")
  public static let interactiveSpring = Animation("interactiveSpring")

  public static func linear(duration: Double) -> Animation { .linear }
  public static func easeIn(duration: Double) -> Animation { .easeIn }
  public static func easeOut(duration: Double) -> Animation { .easeOut }
  public static func easeInOut(duration: Double) -> Animation { .easeInOut }
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
    -> Animation
  { .spring }
  @_disfavoredOverload
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
    .spring
  }
  public static func interpolatingSpring(stiffness: Double, damping: Double) -> Animation { .spring }

  /// The same animation started later; no effect in a terminal.
  public func delay(_ delay: Double) -> Animation { self }
  /// The same animation at another speed; no effect in a terminal.
  public func speed(_ speed: Double) -> Animation { self }
  /// The same animation repeated; no effect in a terminal.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
  /// The same animation repeated for ever; no effect in a terminal.
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` at once and returns its result, as SwiftUI's `withAnimation` does; the
/// change it makes is drawn in its final state on the next render.
@MainActor @preconcurrency
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

/// How a view enters and leaves, as SwiftUI's `AnyTransition`. A snapshot shows the view
/// present or absent, so transitions are accepted with no effect.
public struct AnyTransition: Sendable {
  private init() {}

  public static let identity = AnyTransition()
  public static let opacity = AnyTransition()
  public static let scale = AnyTransition()
  public static let slide = AnyTransition()
  public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
  public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
  public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition { AnyTransition() }
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }

  /// This transition combined with another.
  public func combined(with other: AnyTransition) -> AnyTransition { self }
  /// This transition with an animation.
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// A point in a view's unit square, as SwiftUI's `UnitPoint`, for anchors of effects that a
/// terminal does not draw.
public struct UnitPoint: Hashable, Sendable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension View {
  /// SwiftUI's implicit animation. Accepted with no effect: changes show in their final state.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

  /// SwiftUI's deprecated implicit animation. Accepted with no effect.
  public func animation(_ animation: Animation?) -> some View { self }

  /// How this view enters and leaves. Accepted with no effect: the view is present or absent.
  public func transition(_ transition: AnyTransition) -> some View { self }

  /// SwiftUI's rotation. Accepted with no effect: cells do not rotate.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }

  /// SwiftUI's scaling. Accepted with no effect: cells do not scale.
  public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> some View { self }

  /// SwiftUI's opacity. A fully transparent view is not drawn; any other opacity draws the view.
  public func opacity(_ opacity: Double) -> some View { OpacityView(content: self, isHidden: opacity <= 0) }

  /// SwiftUI's blur. Accepted with no effect.
  public func blur(radius: Double, opaque: Bool = false) -> some View { self }
}

/// Draws its content, or the same space empty when fully transparent (`.opacity(0)`).
struct OpacityView<Content: View>: View {
  let content: Content
  let isHidden: Bool

  var body: some View {
    content.hidden(isHidden)
  }
}

/// An angle, as SwiftUI's `Angle`, for rotations that a terminal does not draw.
public struct Angle: Hashable, Sendable {
  public var radians: Double
  public var degrees: Double { radians * 180 / .pi }

  public init(radians: Double) { self.radians = radians }
  public init(degrees: Double) { self.radians = degrees * .pi / 180 }

  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  public static let zero = Angle(radians: 0)
}
