/// A device a SwiftUI preview asks for with `.previewDevice(_:)`. A terminal has no devices;
/// the name is accepted so ported previews compile, and the canvas stays the provider's.
public struct PreviewDevice: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral {
  /// The device's name, such as "iPhone 15".
  public var rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { self.rawValue = value }
}

/// An interface orientation for `.previewInterfaceOrientation(_:)`; accepted, no effect.
public enum InterfaceOrientation: Sendable, Hashable {
  /// Upright, with the home edge at the bottom. Accepted so SwiftUI code compiles; it has no effect.
  case portrait
  /// Upside down, with the home edge at the top. Accepted so SwiftUI code compiles; it has no effect.
  case portraitUpsideDown
  /// Turned so the home edge is on the left. Accepted so SwiftUI code compiles; it has no effect.
  case landscapeLeft
  /// Turned so the home edge is on the right. Accepted so SwiftUI code compiles; it has no effect.
  case landscapeRight
}

extension View {
  /// SwiftUI's preview canvas choice. Accepted with no effect: a provider's canvas is its
  /// `static var layout` (widths in columns), which a snapshot can reproduce on any machine.
  public func previewLayout(_ value: PreviewLayout) -> some View { self }

  /// SwiftUI's preview name. Accepted with no effect: a snapshot is named by its provider and
  /// state; give a provider `states` to name several.
  public func previewDisplayName(_ value: String?) -> some View { self }

  /// SwiftUI's preview device. Accepted with no effect.
  public func previewDevice(_ value: PreviewDevice?) -> some View { self }

  /// SwiftUI's preview orientation. Accepted with no effect.
  public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}
