package com.example.shop

import android.app.Activity
import android.os.Bundle
import android.widget.Button

// The winter sale banner was removed from this screen; its string stayed in values/strings.xml.
class BasketScreen : Activity() {
    override fun onCreate(state: Bundle?) {
        super.onCreate(state)
        title = getString(R.string.basket_title)
        findViewById<Button>(R.id.checkout).text = getString(R.string.checkout_button)
    }
}
