import Testing

@testable import textpreviews_registry_generator

@Suite("The generated registry")
struct RegistrySourceTests {
  @Test(
    "a runner executable's list of previews is public, so a test target that depends on the runner reads it",
    arguments: [true, false])
  func registryIsPublic(entryPoint: Bool) {
    let source = RegistrySource(
      moduleName: "preview-runner", previews: ["GreetingPreviews"], appChecks: ["MyAppCheck"],
      entryPoint: entryPoint)
    #expect(source.text.contains("\npublic enum DiscoveredPreviews: PreviewRegistry {\n"))
    #expect(source.text.contains("\n  public static let moduleName = \"preview-runner\"\n"))
    #expect(source.text.contains("\n  public static let providers: [any PreviewProvider.Type] = [\n"))
    #expect(source.text.contains("\n  public static let appChecks: [any AppCheckProvider.Type] = [\n"))
    #expect(source.text.contains("@main\nenum TextPreviewsRunnerEntryPoint") == entryPoint)
  }

  @Test("the registry lists where each provider is declared, from the package root, and each #Preview's line")
  func sourceLocations() {
    let source = RegistrySource(
      moduleName: "Previews", previews: ["GreetingPreviews", "Unplaced"], appChecks: [],
      macroUses: [PreviewMacroUse(fileName: "Card.swift", module: nil, lines: [3, 9], file: "Sources/App/Card.swift")],
      entryPoint: false, locations: ["GreetingPreviews": ("Previews/Greeting.swift", 7)])
    #expect(
      source.text.contains(
        """
          public static let sourceLocations: [PreviewSourceLocation] = [
            PreviewSourceLocation(GreetingPreviews.self, file: "Previews/Greeting.swift", line: 7),
            PreviewSourceLocation(__TextUIPreviews_Card_2E_swift.self, file: "Sources/App/Card.swift", line: 3, stateLines: [3, 9]),
          ]
        """), "\(source.text)")
  }

  @Test("a target's PreviewConfiguration becomes the registry's configuration; without one, nothing is declared")
  func configuration() {
    let declared = RegistrySource(
      moduleName: "Previews", previews: ["GreetingPreviews"], appChecks: [], configuration: "Variants",
      entryPoint: false)
    #expect(
      declared.text.contains(
        "\n  public static var configuration: (any PreviewConfiguration.Type)? { Variants.self }\n}\n"),
      "\(declared.text)")
    let none = RegistrySource(moduleName: "Previews", previews: ["GreetingPreviews"], appChecks: [], entryPoint: false)
    #expect(!none.text.contains("configuration"))
  }

  @Test("the scanner finds a PreviewConfiguration beside the previews")
  func scansConfiguration() {
    let scanner = DeclarationScanner(protocols: ["PreviewProvider", "AppCheckProvider", "PreviewConfiguration"])
    let found = scanner.scan("enum Variants: PreviewConfiguration { }\nstruct P: PreviewProvider {}").0
    #expect(found.map(\.typeName) == ["Variants", "P"])
    #expect(found.map(\.protocolName) == ["PreviewConfiguration", "PreviewProvider"])
  }
}
