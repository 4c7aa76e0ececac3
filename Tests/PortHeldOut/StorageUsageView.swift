import SwiftUI

struct StorageCategory: Identifiable {
  let id = UUID()
  let name: String
  let gigabytes: Double
  let color: Color
}

struct StorageUsageView: View {
  let capacity = 128.0
  let categories = [
    StorageCategory(name: "Apps", gigabytes: 32, color: .blue),
    StorageCategory(name: "Photos", gigabytes: 41, color: .yellow),
    StorageCategory(name: "System", gigabytes: 12, color: .gray),
  ]

  var used: Double { categories.map(\.gigabytes).reduce(0, +) }

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text("\(used, specifier: "%.0f") GB of \(capacity, specifier: "%.0f") GB used")
        .font(.headline)
      GeometryReader { geometry in
        HStack(spacing: 0) {
          ForEach(categories) { category in
            Rectangle()
              .fill(category.color)
              .frame(width: geometry.size.width * category.gigabytes / capacity)
          }
          Spacer(minLength: 0)
        }
      }
      .frame(height: 12)
      .background(Color.secondary.opacity(0.2))
      .clipShape(Capsule())

      ForEach(categories) { category in
        HStack {
          Circle().fill(category.color).frame(width: 8, height: 8)
          Text(category.name)
          Spacer()
          Text("\(category.gigabytes, specifier: "%.1f") GB")
            .foregroundStyle(.secondary)
        }
      }
    }
    .padding()
  }
}

#Preview {
  StorageUsageView()
}
