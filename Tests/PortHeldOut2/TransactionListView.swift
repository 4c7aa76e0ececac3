import SwiftUI

struct TransactionRow: View {
  let transaction: Transaction

  var body: some View {
    HStack {
      VStack(alignment: .leading) {
        Text(transaction.merchant)
          .font(.body.weight(.medium))
        Text(transaction.date, format: .dateTime.month(.abbreviated).day())
          .font(.caption)
          .foregroundStyle(.secondary)
      }
      Spacer()
      Text(transaction.amount, format: .currency(code: "USD"))
        .foregroundStyle(transaction.amount < 0 ? Color.primary : Color.green)
        .monospacedDigit()
    }
  }
}

struct TransactionListView: View {
  @State private var transactions = Transaction.samples
  @State private var searchText = ""

  private var filtered: [Transaction] {
    searchText.isEmpty
      ? transactions
      : transactions.filter { $0.merchant.localizedCaseInsensitiveContains(searchText) }
  }

  private var balance: Double {
    transactions.reduce(0) { $0 + $1.amount }
  }

  var body: some View {
    NavigationStack {
      List {
        Section {
          VStack(alignment: .leading) {
            Text("Balance")
              .font(.caption)
              .foregroundStyle(.secondary)
            Text(balance, format: .currency(code: "USD"))
              .font(.largeTitle.bold())
          }
        }
        Section("Recent") {
          ForEach(filtered) { transaction in
            TransactionRow(transaction: transaction)
              .swipeActions {
                Button(role: .destructive) {
                  transactions.removeAll { $0.id == transaction.id }
                } label: {
                  Label("Delete", systemImage: "trash")
                }
              }
          }
        }
      }
      .listStyle(.insetGrouped)
      .searchable(text: $searchText, prompt: "Search merchants")
      .refreshable {}
      .navigationTitle("Wallet")
    }
  }
}

#Preview {
  TransactionListView()
}
