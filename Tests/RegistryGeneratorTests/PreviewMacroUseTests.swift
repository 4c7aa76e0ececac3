import Testing

@testable import textpreviews_registry_generator

@Suite("#Preview detection")
struct PreviewMacroUseTests {
  @Test(
    "#Preview is found on its line outside comments and strings, and nowhere else",
    arguments: [
      ("import TextUI\n#Preview {\n  Text(\"x\")\n}", [2]),
      ("#Preview(\"Dark\") { A() }\n\n#Preview { B() }", [1, 3]),
      ("// #Preview { A() }", []),
      ("let s = \"#Preview\"", []),
      ("/* #Preview */ struct A_Previews: PreviewProvider {}", []),
      ("#PreviewLike { }", []),
    ])
  func lines(source: String, expected: [Int]) {
    #expect(PreviewMacroUse.lines(in: source) == expected)
  }

  @Test("the advice names the rewrite to PreviewProvider")
  func advice() {
    #expect(PreviewMacroUse.advice.contains("static var previews: some View"))
  }
}
