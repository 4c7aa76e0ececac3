import PreviewSnapshots
import PreviewTesting

/// One inline-rewrite fault: a test file as compiled, what is on disk when the tests run (a
/// drifted copy, a read-only or linked file…), the assertions run against it, and what must
/// hold afterwards.
struct InlineCase {
  /// One assertion run: the compiled call (by its marker), what its closure returned, the
  /// rendering, the record mode and the test case that ran it.
  struct Run {
    var call: Int
    var expected: String?
    var rendering: String
    var width: Int
    var mode: SnapshotRecordMode = .missing
    var producer = "test()"
    /// A phrase this run's message must hold, instead of the case's.
    var says: String?
  }

  var name: String
  /// The source as compiled, with markers (see `InlineFixture`).
  var compiled: String
  /// What is on disk when the tests run, when not the compiled source.
  var onDisk: String?
  /// Whether the file was saved after the build (it is newer than the build).
  var savedAfterBuild = false
  var runs: [Run]
  /// The file afterwards; `nil` when it must be unchanged.
  var expected: String?
  /// A phrase every run's message must hold (a refusal's reason), or `nil`.
  var message: String?
  /// How the file is set up: as is, read-only, behind a symbolic link, with CRLF lines.
  var setup: Setup = .plain

  enum Setup {
    case plain, readOnly, symbolicLink, crlf
  }

  /// The fixture's imports and type around `body`.
  static func file(_ body: String) -> String {
    "import PreviewTesting\nimport Testing\nimport TextUI\n\n@MainActor\nstruct FixtureTests {\n" + body + "}\n"
  }
}

extension InlineCase {
  /// The cases of drift: the file changed after the build, and no write may happen.
  static let drift: [InlineCase] = [
    InlineCase(
      name: "drift: calls reordered after the build",
      compiled: file(one + two(literal: "reviewed")), onDisk: file(two(literal: "reviewed") + one),
      runs: [
        Run(call: 1, expected: nil, rendering: "one", width: 5),
        Run(call: 2, expected: "reviewed", rendering: "two", width: 5, mode: .failed),
      ],
      message: "the file changed after the tests were built"),
    InlineCase(
      name: "drift: saved during the build, the calls look alike",
      compiled: file(one + three), onDisk: file(three + one), savedAfterBuild: true,
      runs: [Run(call: 1, expected: nil, rendering: "one", width: 5)],
      message: "was saved after the tests were built"),
    InlineCase(
      name: "drift: the literal was edited after the build",
      compiled: file(two(literal: "old")), onDisk: file(two(literal: "edited by hand")),
      runs: [Run(call: 2, expected: "old", rendering: "new", width: 5, mode: .failed)],
      message: "is not the one the test was compiled with"),
    InlineCase(
      name: "drift: a comment now stands where the call was",
      compiled: file(one),
      onDisk: file(
        "  @Test func one() async {\n    //    assertInlineSnapshot(of: Text(\"one\"), width: 5) moved away\n  }\n"),
      runs: [Run(call: 1, expected: nil, rendering: "one", width: 5)],
      message: "no assertInlineSnapshot call opens"),
    InlineCase(
      name: "drift: calls of different widths swapped",
      compiled: file(one + wide), onDisk: file(wide.replacingOccurrences(of: "⟨4⟩", with: "⟨1⟩") + one),
      runs: [Run(call: 1, expected: nil, rendering: "one", width: 5)],
      message: "but the compiled call there passed width: 5"),
  ]

  private static let one =
    "  @Test func one() async {\n    await assertInlineSnapshot⟨1⟩(of: Text(\"one\"), width: 5)\n  }\n"
  private static let three =
    "  @Test func three() async {\n    await assertInlineSnapshot⟨3⟩(of: Text(\"three\"), width: 5)\n  }\n"
  private static let wide =
    "  @Test func wide() async {\n    await assertInlineSnapshot⟨4⟩(of: Text(\"wide\"), width: 9)\n  }\n"

  private static func two(literal: String) -> String {
    "  @Test func two() async {\n    await assertInlineSnapshot⟨2⟩(of: Text(\"two\"), width: 5) {\n"
      + "      \"\"\"\n      \(literal)\n      \"\"\"\n    }⟨/2⟩\n  }\n"
  }
}

extension InlineCase {
  /// The cases where the rendering must land in its own call and nowhere else.
  static let rewrites: [InlineCase] = [
    InlineCase(
      name: "two calls on one line",
      compiled: file(
        "  @Test func pair() async {\n    await assertInlineSnapshot⟨1⟩(of: Text(\"a\"), width: 3); "
          + "await assertInlineSnapshot⟨2⟩(of: Text(\"b\"), width: 3)\n  }\n"),
      runs: [
        Run(call: 2, expected: nil, rendering: "B", width: 3), Run(call: 1, expected: nil, rendering: "A", width: 3),
      ],
      expected: file(
        "  @Test func pair() async {\n    await assertInlineSnapshot(of: Text(\"a\"), width: 3) {\n      \"\"\"\n      A\n"
          + "      \"\"\"\n    }; await assertInlineSnapshot(of: Text(\"b\"), width: 3) {\n      \"\"\"\n      B\n"
          + "      \"\"\"\n    }\n  }\n")),
    InlineCase(
      name: "matches: { \"\" }",
      compiled: file(
        "  @Test func empty() async {\n    await assertInlineSnapshot⟨1⟩(of: Text(\"a\"), width: 3, matches: { \"\" })\n  }\n"
      ),
      runs: [Run(call: 1, expected: "", rendering: "A", width: 3)],
      expected: file(
        "  @Test func empty() async {\n    await assertInlineSnapshot(of: Text(\"a\"), width: 3, matches: {\n"
          + "      \"\"\"\n      A\n      \"\"\"\n    })\n  }\n")),
    InlineCase(
      name: "a mismatching matches: under record mode failed",
      compiled: file(
        "  @Test func changed() async {\n    await assertInlineSnapshot⟨1⟩(of: Text(\"a\"), width: 3, matches: {\n"
          + "      \"old\"\n    })⟨/1⟩\n  }\n"),
      runs: [Run(call: 1, expected: "old", rendering: "new", width: 3, mode: .failed)],
      expected: file(
        "  @Test func changed() async {\n    await assertInlineSnapshot(of: Text(\"a\"), width: 3, matches: {\n"
          + "      \"\"\"\n      new\n      \"\"\"\n    })\n  }\n")),
    InlineCase(
      name: "comments name the call on its line",
      compiled: file(
        "  @Test func commented() async {\n    /* assertInlineSnapshot(of: Text(\"z\")) */ await "
          + "assertInlineSnapshot⟨1⟩(of: Text(\"a\"), width: 3) // assertInlineSnapshot(of:\n  }\n"),
      runs: [Run(call: 1, expected: nil, rendering: "A", width: 3)],
      expected: file(
        "  @Test func commented() async {\n    /* assertInlineSnapshot(of: Text(\"z\")) */ await "
          + "assertInlineSnapshot(of: Text(\"a\"), width: 3) {\n      \"\"\"\n      A\n      \"\"\"\n"
          + "    } // assertInlineSnapshot(of:\n  }\n")),
    InlineCase(
      name: "a string names the call on its line",
      compiled: file(
        "  @Test func quoted() async {\n    let note = \"assertInlineSnapshot(of: Text(\\\"x\\\"))\"; await "
          + "assertInlineSnapshot⟨1⟩(of: Text(note), width: 3)\n  }\n"),
      runs: [Run(call: 1, expected: nil, rendering: "A", width: 3)],
      expected: file(
        "  @Test func quoted() async {\n    let note = \"assertInlineSnapshot(of: Text(\\\"x\\\"))\"; await "
          + "assertInlineSnapshot(of: Text(note), width: 3) {\n      \"\"\"\n      A\n      \"\"\"\n    }\n  }\n")),
    InlineCase(
      name: "parameterized: the cases render alike",
      compiled: file(parameterized),
      runs: [
        Run(call: 1, expected: nil, rendering: "Hi", width: 3, producer: "the case name → \"Ada\""),
        Run(call: 1, expected: nil, rendering: "Hi", width: 3, producer: "the case name → \"Bo\""),
      ],
      expected: file(
        "  @Test(arguments: [\"Ada\", \"Bo\"]) func greet(name: String) async {\n"
          + "    await assertInlineSnapshot(of: Text(\"Hi\"), width: 3) {\n      \"\"\"\n      Hi\n      \"\"\"\n    }\n  }\n"
      )),
    InlineCase(
      name: "a rendering with backslashes and triple quotes",
      compiled: file(
        "  @Test func escaped() async {\n    await assertInlineSnapshot⟨1⟩(of: Text(\"a\"), width: 3)\n  }\n"),
      runs: [Run(call: 1, expected: nil, rendering: "a\\b\n\"\"\"c", width: 3)],
      expected: file(
        "  @Test func escaped() async {\n    await assertInlineSnapshot(of: Text(\"a\"), width: 3) {\n"
          + "      #\"\"\"\n      a\\b\n      \"\"\"c\n      \"\"\"#\n    }\n  }\n")),
    InlineCase(
      name: "a /* * */ header above two-space code",
      compiled: "/*\n * A header.\n */\n" + file(one),
      runs: [Run(call: 1, expected: nil, rendering: "one", width: 5)],
      expected: "/*\n * A header.\n */\n"
        + file(
          "  @Test func one() async {\n    await assertInlineSnapshot(of: Text(\"one\"), width: 5) {\n"
            + "      \"\"\"\n      one\n      \"\"\"\n    }\n  }\n")),
    InlineCase(
      name: "a file indented with tabs",
      compiled: file(
        "\t@Test func tabs() async {\n\t\tawait assertInlineSnapshot⟨1⟩(of: Text(\"t\"), width: 3)\n\t}\n"),
      runs: [Run(call: 1, expected: nil, rendering: "T", width: 3)],
      expected: file(
        "\t@Test func tabs() async {\n\t\tawait assertInlineSnapshot(of: Text(\"t\"), width: 3) {\n"
          + "\t\t\t\"\"\"\n\t\t\tT\n\t\t\t\"\"\"\n\t\t}\n\t}\n")),
  ]

  private static let parameterized =
    "  @Test(arguments: [\"Ada\", \"Bo\"]) func greet(name: String) async {\n"
    + "    await assertInlineSnapshot⟨1⟩(of: Text(\"Hi\"), width: 3)\n  }\n"

  /// The cases where the file must be left as it is, whatever was asked.
  static let refusals: [InlineCase] = [
    InlineCase(
      name: "parameterized: the cases render differently",
      compiled: file(parameterized),
      runs: [
        Run(
          call: 1, expected: nil, rendering: "Ada", width: 3, producer: "the case name → \"Ada\"",
          says: "recorded the inline snapshot"),
        Run(call: 1, expected: nil, rendering: "Bo", width: 3, producer: "the case name → \"Bo\""),
      ],
      message: "the case name → \"Ada\" rendered one thing, the case name → \"Bo\" another"),
    InlineCase(
      name: "a read-only file", compiled: file(one), runs: [Run(call: 1, expected: nil, rendering: "one", width: 5)],
      message: "is read-only", setup: .readOnly),
    InlineCase(
      name: "a closure that computes its snapshot, record mode failed",
      compiled: file(
        "  func expectedGreeting() -> String { \"Hello\" }\n  @Test func computed() async {\n"
          + "    await assertInlineSnapshot⟨1⟩(of: Text(\"Hi\"), width: 3) { expectedGreeting() }\n  }\n"),
      runs: [Run(call: 1, expected: "Hello", rendering: "Hi", width: 3, mode: .failed)],
      message: "does not return a string literal"),
  ]

  /// The cases of a file's form: written through a link, or with CRLF lines.
  static let forms: [InlineCase] = [
    InlineCase(
      name: "a symbolic link to the test file", compiled: file(one),
      runs: [Run(call: 1, expected: nil, rendering: "one", width: 5)],
      expected: file(
        "  @Test func one() async {\n    await assertInlineSnapshot(of: Text(\"one\"), width: 5) {\n"
          + "      \"\"\"\n      one\n      \"\"\"\n    }\n  }\n"),
      setup: .symbolicLink),
    InlineCase(
      name: "a file with CRLF lines", compiled: file(one),
      runs: [Run(call: 1, expected: nil, rendering: "one", width: 5)],
      expected: file(
        "  @Test func one() async {\n    await assertInlineSnapshot(of: Text(\"one\"), width: 5) {\n"
          + "      \"\"\"\n      one\n      \"\"\"\n    }\n  }\n"),
      setup: .crlf),
  ]
}
