import SwiftUI

struct ExpenseListView: View {
  @State private var book = ExpenseBook()
  @State private var showingAdd = false

  var body: some View {
    NavigationStack {
      List {
        ForEach(book.categories, id: \.self) { category in
          Section(category) {
            ForEach(book.expenses.filter { $0.category == category }) { expense in
              HStack {
                Text(expense.name)
                Spacer()
                Text(expense.amount, format: .currency(code: "EUR"))
                  .monospacedDigit()
              }
              .swipeActions {
                Button(role: .destructive) {
                  book.delete(expense)
                } label: {
                  Label("Delete", systemImage: "trash")
                }
              }
            }
          }
        }
        Section {
          HStack {
            Text("Total").bold()
            Spacer()
            Text(book.total, format: .currency(code: "EUR")).bold()
          }
        }
      }
      .navigationTitle("Expenses")
      .toolbar {
        Button("Add", systemImage: "plus") { showingAdd = true }
      }
      .sheet(isPresented: $showingAdd) {
        NavigationStack {
          Form {
            Button("Add a coffee") {
              book.expenses.append(Expense(name: "Coffee", amount: 3.5, category: "Food", date: .now))
              showingAdd = false
            }
          }
          .navigationTitle("Quick add")
        }
      }
    }
  }
}

#Preview {
  ExpenseListView()
}
