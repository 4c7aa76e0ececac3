import SwiftUI

struct WeatherCardView: View {
  let report: WeatherReport

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      HStack(alignment: .top) {
        VStack(alignment: .leading) {
          Text(report.city)
            .font(.title2.weight(.semibold))
          Text(report.condition)
            .font(.subheadline)
            .opacity(0.8)
        }
        Spacer()
        Image(systemName: report.symbol)
          .symbolRenderingMode(.multicolor)
          .font(.system(size: 40))
      }

      Text("\(Int(report.temperature.rounded()))°")
        .font(.system(size: 64, weight: .thin))

      HStack(spacing: 16) {
        Label("H: \(Int(report.high))°  L: \(Int(report.low))°", systemImage: "thermometer.medium")
        Label(report.humidity.formatted(.percent), systemImage: "humidity")
        Label("\(Int(report.windSpeed)) km/h", systemImage: "wind")
      }
      .font(.caption)

      Divider()
        .overlay(Color.white.opacity(0.5))

      ScrollView(.horizontal, showsIndicators: false) {
        HStack(spacing: 20) {
          ForEach(report.hourly) { hour in
            VStack(spacing: 6) {
              Text(hour.hour, format: .dateTime.hour())
                .font(.caption2)
              Image(systemName: hour.symbol)
                .symbolRenderingMode(.multicolor)
              Text("\(Int(hour.temperature))°")
                .font(.callout.bold())
            }
          }
        }
      }
    }
    .foregroundStyle(.white)
    .padding(20)
    .background(
      LinearGradient(colors: [.blue, .cyan], startPoint: .top, endPoint: .bottom)
    )
    .clipShape(RoundedRectangle(cornerRadius: 24, style: .continuous))
    .shadow(color: .black.opacity(0.2), radius: 10, x: 0, y: 6)
    .padding()
  }
}

#Preview {
  WeatherCardView(report: .sample)
}
