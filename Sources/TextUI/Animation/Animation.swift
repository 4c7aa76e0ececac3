import Foundation

/// SwiftUI's animation curves. A snapshot is one settled frame, so there is nothing to
/// animate: every animation is accepted and a change shows at once, in its final state.
public struct Animation: Hashable, Sendable {
  private let name: String

  private init(_ name: String) { self.name = name }

  /// The default animation, as SwiftUI's `Animation.default`.
  ///
  /// Accepted so SwiftUI code compiles; a terminal rendering has no animation, so it has no effect.
  public static let `default` = Animation("default")
  /// An animation at a constant speed. Accepted so SwiftUI code compiles; it has no effect.
  public static let linear = Animation("linear")
  /// An animation that starts slowly. Accepted so SwiftUI code compiles; it has no effect.
  public static let easeIn = Animation("easeIn")
  /// An animation that ends slowly. Accepted so SwiftUI code compiles; it has no effect.
  public static let easeOut = Animation("easeOut")
  /// An animation that starts and ends slowly. Accepted so SwiftUI code compiles; it has no effect.
  public static let easeInOut = Animation("easeInOut")
  /// A spring animation. Accepted so SwiftUI code compiles; it has no effect.
  public static let spring = Animation("spring")
  /// A spring animation with some bounce. Accepted so SwiftUI code compiles; it has no effect.
  public static let bouncy = Animation("bouncy")
  /// A spring animation with no bounce. Accepted so SwiftUI code compiles; it has no effect.
  public static let smooth = Animation("smooth")
  /// A quick spring animation. Accepted so SwiftUI code compiles; it has no effect.
  public static let snappy = Animation("snappy")
  /// A spring animation for interactive changes. Accepted so SwiftUI code compiles; it has no effect.
  public static let interactiveSpring = Animation("interactiveSpring")

  /// A linear animation of the given length.
  ///
  /// Accepted so SwiftUI code compiles; a terminal rendering has no animation, so it has no effect.
  ///
  /// - Parameter duration: The animation's length, in seconds; ignored.
  public static func linear(duration: Double) -> Animation { .linear }
  /// An ease-in animation of the given length.
  ///
  /// Accepted so SwiftUI code compiles; a terminal rendering has no animation, so it has no effect.
  ///
  /// - Parameter duration: The animation's length, in seconds; ignored.
  public static func easeIn(duration: Double) -> Animation { .easeIn }
  /// An ease-out animation of the given length.
  ///
  /// Accepted so SwiftUI code compiles; a terminal rendering has no animation, so it has no effect.
  ///
  /// - Parameter duration: The animation's length, in seconds; ignored.
  public static func easeOut(duration: Double) -> Animation { .easeOut }
  /// An ease-in-out animation of the given length.
  ///
  /// Accepted so SwiftUI code compiles; a terminal rendering has no animation, so it has no effect.
  ///
  /// - Parameter duration: The animation's length, in seconds; ignored.
  public static func easeInOut(duration: Double) -> Animation { .easeInOut }
  /// A spring animation with the given response and damping.
  ///
  /// Accepted so SwiftUI code compiles; a terminal rendering has no animation, so it has no effect.
  ///
  /// - Parameters:
  ///   - response: The spring's stiffness, as an approximate period in seconds; ignored.
  ///   - dampingFraction: How quickly the spring settles; ignored.
  ///   - blendDuration: How long to blend with a previous animation, in seconds; ignored.
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
    -> Animation
  { .spring }
  /// A spring animation with the given length and bounce.
  ///
  /// Accepted so SwiftUI code compiles; a terminal rendering has no animation, so it has no effect.
  ///
  /// - Parameters:
  ///   - duration: The animation's perceived length, in seconds; ignored.
  ///   - bounce: How much the spring bounces; ignored.
  ///   - blendDuration: How long to blend with a previous animation, in seconds; ignored.
  @_disfavoredOverload
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
    .spring
  }
  /// A spring animation with the given stiffness and damping.
  ///
  /// Accepted so SwiftUI code compiles; a terminal rendering has no animation, so it has no effect.
  ///
  /// - Parameters:
  ///   - stiffness: The spring's stiffness; ignored.
  ///   - damping: The spring's damping; ignored.
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

  /// A transition that leaves the view as it is.
  public static let identity = AnyTransition()
  /// A transition that fades the view in and out. Accepted so SwiftUI code compiles; it has no effect.
  public static let opacity = AnyTransition()
  /// A transition that scales the view in and out. Accepted so SwiftUI code compiles; it has no effect.
  public static let scale = AnyTransition()
  /// A transition that slides the view in and out. Accepted so SwiftUI code compiles; it has no effect.
  public static let slide = AnyTransition()
  /// A transition that moves the view in from and out to an edge.
  ///
  /// Accepted so SwiftUI code compiles; a snapshot shows the view present or absent, so it has no effect.
  ///
  /// - Parameter edge: The edge the view moves from and to; ignored.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
  /// A transition that pushes the view in from an edge.
  ///
  /// Accepted so SwiftUI code compiles; a snapshot shows the view present or absent, so it has no effect.
  ///
  /// - Parameter edge: The edge the view comes in from; ignored.
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
  /// A transition that scales the view from the given size.
  ///
  /// Accepted so SwiftUI code compiles; a snapshot shows the view present or absent, so it has no effect.
  ///
  /// - Parameters:
  ///   - scale: The scale the view starts from and ends at; ignored.
  ///   - anchor: The point the view scales about; ignored.
  public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
  /// A transition that moves the view by an offset.
  ///
  /// Accepted so SwiftUI code compiles; a snapshot shows the view present or absent, so it has no effect.
  ///
  /// - Parameters:
  ///   - x: The horizontal offset; ignored.
  ///   - y: The vertical offset; ignored.
  public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition { AnyTransition() }
  /// A transition that uses one transition to insert the view and another to remove it.
  ///
  /// Accepted so SwiftUI code compiles; a snapshot shows the view present or absent, so it has no effect.
  ///
  /// - Parameters:
  ///   - insertion: The transition for when the view appears; ignored.
  ///   - removal: The transition for when the view disappears; ignored.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }

  /// This transition combined with another.
  public func combined(with other: AnyTransition) -> AnyTransition { self }
  /// This transition with an animation.
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// A point in a view's unit square, as SwiftUI's `UnitPoint`, for anchors of effects that a
/// terminal does not draw.
public struct UnitPoint: Hashable, Sendable {
  /// The horizontal position, from 0 at the leading edge to 1 at the trailing edge.
  public var x: Double
  /// The vertical position, from 0 at the top to 1 at the bottom.
  public var y: Double

  /// Creates a unit point.
  ///
  /// - Parameters:
  ///   - x: The horizontal position, from 0 (leading) to 1 (trailing).
  ///   - y: The vertical position, from 0 (top) to 1 (bottom).
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The top-leading corner, at (0, 0).
  public static let zero = UnitPoint(x: 0, y: 0)
  /// The center, at (0.5, 0.5).
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// The middle of the leading edge, at (0, 0.5).
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// The middle of the trailing edge, at (1, 0.5).
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// The middle of the top edge, at (0.5, 0).
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// The middle of the bottom edge, at (0.5, 1).
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// The top-leading corner, at (0, 0).
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// The top-trailing corner, at (1, 0).
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// The bottom-leading corner, at (0, 1).
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// The bottom-trailing corner, at (1, 1).
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

  /// SwiftUI's scaling along each axis. Accepted with no effect: cells do not scale.
  public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> some View { self }
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
  /// The angle in radians.
  public var radians: Double
  /// The angle in degrees.
  public var degrees: Double { radians * 180 / .pi }

  /// Creates an angle from radians.
  ///
  /// - Parameter radians: The angle in radians.
  public init(radians: Double) { self.radians = radians }
  /// Creates an angle from degrees.
  ///
  /// - Parameter degrees: The angle in degrees.
  public init(degrees: Double) { self.radians = degrees * .pi / 180 }

  /// An angle of the given number of degrees.
  ///
  /// - Parameter degrees: The angle in degrees.
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  /// An angle of the given number of radians.
  ///
  /// - Parameter radians: The angle in radians.
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  /// An angle of zero.
  public static let zero = Angle(radians: 0)
}
