import SwiftUI

struct WeatherView: View {
  let city: String
  @State private var report: WeatherReport?
  @State private var error: Error?

  var body: some View {
    VStack(spacing: 8) {
      if let report {
        Image(systemName: report.symbol)
          .symbolRenderingMode(.multicolor)
          .font(.system(size: 64))
        Text(report.city)
          .font(.title)
        Text("\(Int(report.temperature))°")
          .font(.system(size: 48, weight: .thin, design: .rounded))
        Text(report.condition)
          .foregroundStyle(.secondary)
      } else if let error {
        Label(error.localizedDescription, systemImage: "exclamationmark.triangle")
          .foregroundStyle(.red)
        Button("Retry") {
          Task { await load() }
        }
      } else {
        ProgressView()
      }
    }
    .padding()
    .task(id: city) {
      await load()
    }
  }

  private func load() async {
    do {
      report = try await APIClient.shared.weather(for: city)
      error = nil
    } catch {
      self.error = error
    }
  }
}

#Preview {
  WeatherView(city: "Lisbon")
}
