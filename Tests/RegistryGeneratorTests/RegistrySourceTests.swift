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
}
