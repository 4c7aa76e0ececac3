import SwiftUI

struct Order: Identifiable {
  let id: String
  let date: Date
  let total: Double
  let items: Int
  let status: Status

  enum Status: String {
    case processing = "Processing"
    case shipped = "Shipped"
    case delivered = "Delivered"

    var color: Color {
      switch self {
      case .processing: return .orange
      case .shipped: return .blue
      case .delivered: return .green
      }
    }
  }
}

struct OrderHistoryView: View {
  let orders: [Order] = [
    Order(id: "A-1001", date: Date(timeIntervalSince1970: 1_700_000_000), total: 54.20, items: 3, status: .delivered),
    Order(id: "A-1002", date: Date(timeIntervalSince1970: 1_705_000_000), total: 12.99, items: 1, status: .shipped),
    Order(id: "A-1003", date: Date(timeIntervalSince1970: 1_710_000_000), total: 199.00, items: 5, status: .processing),
  ]

  var body: some View {
    NavigationView {
      List {
        Section(header: Text("Recent")) {
          ForEach(orders) { order in
            HStack {
              VStack(alignment: .leading) {
                Text("Order \(order.id)")
                  .font(.headline)
                Text(order.date, style: .date)
                  .font(.caption)
                  .foregroundColor(.secondary)
              }
              Spacer()
              VStack(alignment: .trailing) {
                Text(order.total, format: .currency(code: "USD"))
                Text(order.status.rawValue)
                  .font(.caption)
                  .padding(.horizontal, 6)
                  .background(order.status.color.opacity(0.2))
                  .foregroundColor(order.status.color)
                  .cornerRadius(4)
              }
            }
            .badge(order.items)
          }
        }
      }
      .listStyle(InsetGroupedListStyle())
      .navigationTitle("Orders")
    }
  }
}

struct OrderHistoryView_Previews: PreviewProvider {
  static var previews: some View {
    OrderHistoryView()
  }
}
