/// The previews one module declares, as found at build time by `PreviewRegistryPlugin`.
///
/// The plugin generates a conforming type named `DiscoveredPreviews` in every target it is
/// applied to, so nobody keeps a list by hand. A runner built from that target hands it to
/// `PreviewRunnerCommand.main(registry:)`; the runner uses ``moduleName`` to say which
/// module it searched when it finds nothing.
@MainActor
public protocol PreviewRegistry {
  /// The target whose sources were scanned, for messages.
  static var moduleName: String { get }
  /// The `PreviewProvider` types, sorted by name.
  static var providers: [any PreviewProvider.Type] { get }
  /// The `AppCheckProvider` types, sorted by name.
  static var appChecks: [any AppCheckProvider.Type] { get }
  /// Where each provider is declared, for reports that point a failure at its source.
  static var sourceLocations: [PreviewSourceLocation] { get }
  /// The module's ``PreviewConfiguration``, or `nil` when it declares none.
  static var configuration: (any PreviewConfiguration.Type)? { get }
}

extension PreviewRegistry {
  /// No locations: a registry written before the plugin listed them.
  public static var sourceLocations: [PreviewSourceLocation] { [] }

  /// No configuration: a registry written before variants existed.
  public static var configuration: (any PreviewConfiguration.Type)? { nil }

  /// The variants the module declares: its configuration's, or the light variant alone.
  public static var variants: [PreviewVariant] { configuration?.variants ?? [.light] }
}
