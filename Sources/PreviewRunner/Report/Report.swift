import Foundation

/// A report file over one ``RunRecord``: every `--report` format is one, encoded through the
/// one signature, so a new format is a new conformance and one case of
/// `RunnerOptions.ReportFormat`.
protocol Report {
  /// The report's bytes for `record`.
  static func encode(_ record: RunRecord) -> Data
}

extension RunnerOptions.ReportFormat {
  /// The report this format writes.
  var report: any Report.Type {
    switch self {
    case .json: JSONReport.self
    case .junit: JUnitReport.self
    case .html: HTMLReport.self
    case .github: GitHubReport.self
    case .markdown: MarkdownReport.self
    }
  }
}

extension JSONReport: Report {
  static func encode(_ record: RunRecord) -> Data {
    encode(record.summary)
  }
}

extension JUnitReport: Report {
  static func encode(_ record: RunRecord) -> Data {
    encode(record.summary, acceptHint: record.acceptHint, snapshotsFolder: record.snapshotsFolder)
  }
}

extension HTMLReport: Report {
  static func encode(_ record: RunRecord) -> Data {
    encode(record.summary, renderings: record.renderings, stale: record.staleFiles)
  }
}

extension GitHubReport: Report {
  static func encode(_ record: RunRecord) -> Data {
    encode(record.summary)
  }
}

extension MarkdownReport: Report {
  static func encode(_ record: RunRecord) -> Data {
    encode(record.summary)
  }
}
