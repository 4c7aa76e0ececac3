/// The environments `--repeat` renders in, one per repetition: a rendering that depends on
/// the process (a hash seed, the time zone, the language) shows up as a difference.
///
/// Each repetition starts new worker processes without `SWIFT_DETERMINISTIC_HASHING`, so
/// every process hashes with its own random seed and a `Set` or `Dictionary` iterates in
/// another order; `TZ`, `LANG` and `LC_ALL` take the next values of fixed lists, so the same
/// run always tries the same environments.
package enum RepeatEnvironment {
  /// The time zones repetitions take in turn.
  package static let timeZones = ["UTC", "America/Los_Angeles", "Asia/Kolkata", "Pacific/Chatham", "Europe/Berlin"]
  /// The languages repetitions take in turn.
  package static let languages = ["en_US.UTF-8", "de_DE.UTF-8", "ja_JP.UTF-8", "ar_EG.UTF-8", "C.UTF-8"]

  /// `environment` as repetition `repetition` (from 0) sees it.
  package static func environment(_ environment: [String: String], repetition: Int) -> [String: String] {
    var environment = environment
    environment["SWIFT_DETERMINISTIC_HASHING"] = nil
    environment["TZ"] = timeZones[repetition % timeZones.count]
    environment["LANG"] = languages[repetition % languages.count]
    environment["LC_ALL"] = languages[repetition % languages.count]
    return environment
  }

  /// "TZ=UTC LANG=en_US.UTF-8": how a repetition differs, for messages.
  package static func summary(repetition: Int) -> String {
    "TZ=\(timeZones[repetition % timeZones.count]) LANG=\(languages[repetition % languages.count])"
  }
}
